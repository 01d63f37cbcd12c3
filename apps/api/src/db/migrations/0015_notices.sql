-- Reserved for issue 28 (0015_notices); the helper building it replaces this line with its tables.
SELECT 1;
