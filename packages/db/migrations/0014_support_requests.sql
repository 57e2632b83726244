-- Slot reserved for issue 16 (0014_support_requests); filled in by its work.
SELECT 1;
