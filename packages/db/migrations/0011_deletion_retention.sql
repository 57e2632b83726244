-- placeholder: replaced by the issue-14 work that owns this migration
SELECT 1;
