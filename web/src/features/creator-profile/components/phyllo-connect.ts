import type { TSdkToken } from '@schemas/social';

const SDK_URL = 'https://cdn.getphyllo.com/connect/v2/phyllo-connect.js';

type PhylloConnectInstance = { on: (event: string, handler: (...args: string[]) => void) => void; open: () => void };
declare global {
  interface Window {
    PhylloConnect?: { initialize: (config: Record<string, unknown>) => PhylloConnectInstance };
  }
}

const loadSdk = () =>
  new Promise<void>((resolve, reject) => {
    if (window.PhylloConnect) return resolve();
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The Phyllo Connect widget could not be loaded.'));
    document.head.append(script);
  });

/** Opens Phyllo's own Connect widget (when the server is configured for Phyllo instead of the sandbox). */
export const openPhylloConnect = async ({
  token,
  onConnected,
  onExit,
}: {
  token: TSdkToken;
  onConnected: (accountId: string) => void;
  onExit: () => void;
}) => {
  await loadSdk();
  const connect = window.PhylloConnect!.initialize({
    clientDisplayName: 'Social Loop',
    environment: token.environment,
    userId: token.user_id,
    token: token.sdk_token,
  });
  connect.on('accountConnected', (accountId) => onConnected(accountId));
  connect.on('exit', () => onExit());
  connect.on('tokenExpired', () => onExit());
  connect.open();
};
