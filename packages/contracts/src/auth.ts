// Schemas of the auth capability; filled by its issue.
export {};
