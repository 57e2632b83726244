// A chat-completions conversation with tool calls, over any OpenAI-compatible endpoint
// (MODEL_URL): POST {url}/chat/completions with `tools`; when the assistant answers with
// `tool_calls`, each call is run by the caller's `execute` and sent back as a `role: "tool"`
// message naming its `tool_call_id`; up to `maxRounds` rounds, all within one time budget.
// Any failure (HTTP error, timeout, malformed answer, too many rounds) gives null: the caller
// then answers without the model. The message text is never logged.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ModelConfig } from './openai-chat-model';

export interface ToolCallMessage { readonly id: string; readonly type: 'function'; readonly function: { readonly name: string; readonly arguments: string } }

export type ToolChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string | null; readonly tool_calls?: readonly ToolCallMessage[] }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

export interface ToolConversationOptions {
  readonly tools: readonly unknown[];
  /** Runs one tool call; must not throw (errors are results the model reads). */
  readonly execute: (name: string, rawArguments: string) => string;
  /** Requests at most (each answer with tool calls is one round). */
  readonly maxRounds: number;
  /** The whole conversation's budget in milliseconds; each request gets what is left (at most the per-call timeout). */
  readonly budgetMs: number;
}

const toolCallSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('function').optional(),
  // Some OpenAI-compatible servers send the arguments as an object rather than JSON text.
  function: z.object({ name: z.string().max(100), arguments: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]).optional() }),
});
const completionSchema = z.object({
  choices: z.array(z.object({
    message: z.object({ content: z.string().nullable().optional(), tool_calls: z.array(toolCallSchema).max(16).nullable().optional() }),
  })).min(1),
});

export class ToolChatModel {
  constructor(private readonly config: ModelConfig, private readonly log: FastifyBaseLogger) {}

  /** The model's final text after its tool calls, or null (failure, timeout, no text). */
  async converse(start: readonly ToolChatMessage[], options: ToolConversationOptions): Promise<string | null> {
    const began = Date.now();
    const messages: ToolChatMessage[] = [...start];
    try {
      for (let round = 0; round < options.maxRounds; round++) {
        const left = options.budgetMs - (Date.now() - began);
        if (left <= 50) break;
        const res = await fetch(`${this.config.url}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
          body: JSON.stringify({ model: this.config.name, messages, tools: options.tools, tool_choice: 'auto', temperature: 0 }),
          signal: AbortSignal.timeout(Math.min(left, this.config.timeoutMs)),
        });
        if (!res.ok) {
          this.log.warn({ status: res.status, round }, 'language model answered an error; advice without it');
          return null;
        }
        const parsed = completionSchema.safeParse(await res.json());
        if (!parsed.success) {
          this.log.warn({ round }, 'language model answer was not a chat completion; advice without it');
          return null;
        }
        const message = parsed.data.choices[0]?.message;
        const calls = message?.tool_calls ?? [];
        if (calls.length === 0) {
          const text = message?.content?.trim() ?? '';
          this.log.debug({ ms: Date.now() - began, rounds: round + 1 }, 'language model advice');
          return text === '' ? null : text.slice(0, 3000);
        }
        const echoed: ToolCallMessage[] = calls.map((c) => ({
          id: c.id, type: 'function', function: { name: c.function.name, arguments: typeof c.function.arguments === 'string' ? c.function.arguments : JSON.stringify(c.function.arguments ?? {}) },
        }));
        // The assistant's turn goes back as it was, then one `tool` message per call.
        messages.push({ role: 'assistant', content: message?.content ?? null, tool_calls: echoed });
        for (const c of echoed) messages.push({ role: 'tool', tool_call_id: c.id, content: options.execute(c.function.name, c.function.arguments) });
      }
      this.log.warn({ ms: Date.now() - began }, 'language model used up its rounds or time; advice without it');
      return null;
    } catch (error) {
      this.log.warn({ err: error instanceof Error ? error.name : 'error', ms: Date.now() - began }, 'language model unavailable; advice without it');
      return null;
    }
  }
}
