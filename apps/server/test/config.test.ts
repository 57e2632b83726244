import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({ KUMBU_DATA_DIR: 'memory://' });
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', databaseUrl: undefined, env: 'development', mail: { transport: 'outbox' } });
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', MAIL_TRANSPORT: 'smtp', KUMBU_DATA_DIR: 'memory://' }))
      .toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', MAIL_TRANSPORT: 'smtp', KUMBU_DATA_DIR: 'memory://' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
    }
    // Cross-field rules are checked once the fields themselves are valid.
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', KUMBU_DATA_DIR: 'memory://' })).toThrow(/SMTP_URL: is required when MAIL_TRANSPORT=smtp/);
  });

  it('requires a real secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', KUMBU_DATA_DIR: 'memory://' })).toThrow(/KUMBU_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', KUMBU_DATA_DIR: 'memory://', KUMBU_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
