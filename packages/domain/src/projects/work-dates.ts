// Placeholder replaced by the recurrence helper in this change.
export {};
