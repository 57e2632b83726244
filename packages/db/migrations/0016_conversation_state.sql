-- Slot reserved for issue 16 (0016_conversation_state); filled in by its work.
SELECT 1;
