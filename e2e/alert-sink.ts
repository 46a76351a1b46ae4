/**
 * Reads the lead alerts the served sites' contact functions send to the test receiver
 * (test/contact-rigs/webhook-sink.mjs, started by playwright.config.ts on its generic webhook).
 */
export const alertSinkPort = Number(process.env.WEBHOOK_SINK_PORT ?? 2538);
export const alertSinkUrl = `http://127.0.0.1:${alertSinkPort}`;
/** A test value, not a real secret: the receiver checks each alert's signature with it. */
export const ALERT_SINK_SECRET = 'e2e-webhook-secret-0123456789';

export interface ReceivedAlert {
  path: string;
  signatureValid: boolean | null;
  json: Record<string, unknown> | null;
}

/** Every alert received so far. */
export const readAlerts = async (): Promise<ReceivedAlert[]> =>
  (await fetch(`${alertSinkUrl}/received`)).json() as Promise<ReceivedAlert[]>;

/** The alerts of the contact message with this id. */
export const alertsFor = async (id: string) =>
  (await readAlerts()).filter((alert) => alert.json?.id === id);
