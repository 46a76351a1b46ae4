import { describe, expect, it } from 'vitest';
import {
  alertChannelKinds,
  alertChannelVariables,
  configuredAlertKinds,
  parseAlertKinds,
  readAlertChannels,
  urlProblem,
} from './alert-channels';

const full = {
  ALERT_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc/',
  ALERT_WEBHOOK_SECRET: 'a-long-enough-secret',
  ALERT_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/xyz',
  ALERT_TELEGRAM_BOT_TOKEN: '123456:AAbbCCddEEffGGhhIIjjKKll',
  ALERT_TELEGRAM_CHAT_ID: '-1001234',
  ALERT_WHATSAPP_TOKEN: 'EAAG-token',
  ALERT_WHATSAPP_PHONE_NUMBER_ID: '1098765',
  ALERT_WHATSAPP_TO: '+447700900123',
};

describe('readAlertChannels', () => {
  it('no variable set: no channel at all (every channel is optional)', () => {
    expect(readAlertChannels({})).toEqual([]);
    expect(configuredAlertKinds({ ALERT_SLACK_WEBHOOK_URL: '   ' })).toEqual([]);
  });

  it('every channel configured, in the documented order, with defaults filled in', () => {
    const states = readAlertChannels(full);
    expect(states.map((state) => state.kind)).toEqual([...alertChannelKinds]);
    expect(states.every((state) => state.status === 'configured')).toBe(true);
    expect(states[3]).toMatchObject({
      settings: {
        to: '447700900123',
        template: 'new_lead_alert',
        language: 'en',
        apiUrl: 'https://graph.facebook.com/v24.0',
      },
    });
  });

  it('a channel missing a required variable is refused in one sentence naming it', () => {
    const [state] = readAlertChannels({ ALERT_TELEGRAM_CHAT_ID: '-100' });
    expect(state).toEqual({
      kind: 'telegram',
      status: 'misconfigured',
      missing: ['ALERT_TELEGRAM_BOT_TOKEN'],
      problem:
        'The telegram alert channel is missing ALERT_TELEGRAM_BOT_TOKEN, so it sends nothing.',
    });
  });

  it.each([
    [{ ALERT_WEBHOOK_URL: 'ftp://x', ALERT_WEBHOOK_SECRET: 'a-long-enough-secret' }, /https:\/\//],
    [
      { ALERT_WEBHOOK_URL: 'http://example.org/h', ALERT_WEBHOOK_SECRET: 'a-long-enough-secret' },
      /localhost/,
    ],
    [{ ALERT_WEBHOOK_URL: 'https://ok.test/', ALERT_WEBHOOK_SECRET: 'short' }, /at least 16/],
    [{ ALERT_SLACK_WEBHOOK_URL: 'not a url' }, /ALERT_SLACK_WEBHOOK_URL must be/],
    [{ ALERT_TELEGRAM_BOT_TOKEN: 'nope', ALERT_TELEGRAM_CHAT_ID: '1' }, /not a bot token/],
    [{ ...full, ALERT_TELEGRAM_CHAT_ID: 'drop table' }, /chat id/],
    [{ ...full, ALERT_WHATSAPP_TO: '0300-abc' }, /international form/],
    [{ ...full, ALERT_WHATSAPP_TEMPLATE: 'Bad Name' }, /template name/],
    [{ ...full, ALERT_WHATSAPP_LANGUAGE: 'english' }, /language code/],
  ])('refuses a bad value: %j', (env, pattern) => {
    const refused = readAlertChannels(env).filter((state) => state.status === 'misconfigured');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.status === 'misconfigured' && refused[0].problem).toMatch(pattern);
  });

  it('never puts a secret value into a problem sentence', () => {
    const secretUrl = 'http://hooks.slack.com/services/T0/B0/very-secret-path';
    const states = readAlertChannels({
      ALERT_SLACK_WEBHOOK_URL: secretUrl,
      ALERT_WEBHOOK_URL: 'https://ok.test/',
      ALERT_WEBHOOK_SECRET: 'tiny',
    });
    const text = JSON.stringify(
      states.map((state) => state.status === 'misconfigured' && state.problem),
    );
    expect(text).not.toContain('very-secret-path');
    expect(text).not.toContain('tiny');
  });

  it('each kind lists its required variables, none of them twice', () => {
    const names = alertChannelKinds.flatMap((kind) => [
      ...alertChannelVariables[kind].required,
      ...alertChannelVariables[kind].optional,
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('urlProblem', () => {
  it('accepts https anywhere and http on this machine only', () => {
    expect(urlProblem('X', 'https://a.test/p')).toBeUndefined();
    expect(urlProblem('X', 'http://127.0.0.1:2538/webhook')).toBeUndefined();
    expect(urlProblem('X', 'http://localhost/x')).toBeUndefined();
    expect(urlProblem('X', 'http://10.0.0.1/x')).toMatch(/https/);
    expect(urlProblem('X', 'javascript:alert(1)')).toMatch(/https/);
    expect(urlProblem('X', '')).toBe('X is not a URL.');
  });
});

describe('parseAlertKinds (the build variable)', () => {
  it('keeps known kinds in the documented order and ignores anything else', () => {
    expect(parseAlertKinds('whatsapp, webhook,<script>,slack')).toEqual([
      'webhook',
      'slack',
      'whatsapp',
    ]);
    expect(parseAlertKinds(undefined)).toEqual([]);
    expect(parseAlertKinds('')).toEqual([]);
  });
});
