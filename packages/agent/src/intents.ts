// The intents a message can carry, in the order the batch interface documents them.
export const INTENTS = ['record', 'query', 'budget', 'goal', 'report', 'help', 'greeting', 'settings', 'undo', 'account', 'unknown'] as const;
export type Intent = (typeof INTENTS)[number];
