-- Reserved for issue 28 (0014_documents); the helper building it replaces this line with its tables.
SELECT 1;
