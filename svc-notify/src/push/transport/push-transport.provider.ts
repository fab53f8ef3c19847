import { Logger, type Provider } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@vetnow/service-kit/config';
import { NOTIFY_CONFIG, type NotifyConfig } from '../../config/notify-config.js';
import { PUSH_TRANSPORT, type PushTransport, WebPushTransport } from './push-transport.js';
import { loadVapidKeys, VAPID_KEY_FILE } from './vapid-keys.js';

/** The Web Push transport with the VAPID keys (VAPID_* or DATA_DIR/notify/vapid.json). Logs where the keys came from and the public key only. */
export const pushTransportProvider: Provider = {
  provide: PUSH_TRANSPORT,
  inject: [NOTIFY_CONFIG, SERVICE_CONFIG],
  useFactory: async (config: NotifyConfig, service: ServiceConfig): Promise<PushTransport> => {
    const { keys, source } = await loadVapidKeys({ configured: config.push.vapid, dataDir: service.dataDir });
    const where = source === 'env' ? 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY' : `DATA_DIR/${VAPID_KEY_FILE}`;
    new Logger('Push').log({ msg: `VAPID keys: ${source === 'generated' ? 'made in' : 'from'} ${where}`, publicKey: keys.publicKey });
    return new WebPushTransport(keys, config.push);
  },
};
