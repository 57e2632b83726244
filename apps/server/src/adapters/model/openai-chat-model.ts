// The optional language model behind the co-pilot's rules: any OpenAI-compatible chat
// endpoint (OpenAI, Azure OpenAI, a local Ollama or llama.cpp server…) configured with
// MODEL_URL and, when it needs one, MODEL_API_KEY. Asked only about messages the rules are
// unsure of, before the worker's transaction opens, with a short timeout; every answer is
// validated (zod here, then field by field in packages/agent's mergeSuggestion). Any failure
// gives null: the rules' answer stands and the user is never left waiting on the model.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ChatMessage, ModelSuggestion, UnderstandingModel } from '@kumbu/agent/model';

export interface ModelConfig {
  /** Base URL of the OpenAI-compatible API, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  readonly url: string;
  readonly apiKey: string | undefined;
  readonly name: string;
  readonly timeoutMs: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const nullableText = z.string().max(200).nullable().optional();
const suggestionSchema = z.object({
  intent: z.string().max(40).optional(),
  kind: nullableText,
  amount: z.union([z.string().max(40), z.number(), z.null()]).optional(),
  currency: z.string().max(10).optional(),
  category: nullableText,
  party: nullableText,
  date: z.string().max(20).optional(),
  lang: z.string().max(10).optional(),
});

export class OpenAiChatModel implements UnderstandingModel {
  constructor(private readonly config: ModelConfig, private readonly log: FastifyBaseLogger) {}

  async suggest(messages: readonly ChatMessage[]): Promise<ModelSuggestion | null> {
    const started = Date.now();
    try {
      const res = await fetch(`${this.config.url}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.name, messages, temperature: 0, response_format: { type: 'json_object' },
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!res.ok) {
        this.log.warn({ status: res.status }, 'language model answered an error; the rules stand');
        return null;
      }
      const completion = completionSchema.safeParse(await res.json());
      const content = completion.success ? completion.data.choices[0]?.message.content : null;
      if (!content) {
        this.log.warn('language model answer had no message content; the rules stand');
        return null;
      }
      const suggestion = suggestionSchema.safeParse(JSON.parse(stripFence(content)));
      if (!suggestion.success) {
        this.log.warn('language model answer was not the JSON asked for; the rules stand');
        return null;
      }
      this.log.debug({ ms: Date.now() - started }, 'language model suggestion');
      return suggestion.data;
    } catch (error) {
      // Timeouts, refused connections, malformed JSON: never fatal, never the message's text in the log.
      this.log.warn({ err: error instanceof Error ? error.name : 'error', ms: Date.now() - started }, 'language model unavailable; the rules stand');
      return null;
    }
  }
}

/** Some local models wrap JSON in a ```json fence even when asked not to. */
function stripFence(content: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/u.exec(content);
  return m?.[1] ?? content;
}
