// Schemas of the cart capability; filled by its issue.
export {};
