// Schemas of the content capability; filled by its issue.
export {};
