-- Slot reserved for issue 16 (0015_stranger_messages); filled in by its work.
SELECT 1;
