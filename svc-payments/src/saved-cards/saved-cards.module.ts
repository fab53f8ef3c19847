import { Logger, Module } from '@nestjs/common';
import { currentServiceEnv, SERVICE_CONFIG, type ServiceConfig } from '@vetnow/service-kit/config';
import { CARD_TOKEN_CIPHER, CARD_TOKEN_KEY_ENV, CARD_TOKEN_KEY_FILE, loadCardTokenCipher } from './card-token-cipher.js';
import { CardPreapprovalService } from './card-preapproval.service.js';
import { SavedCardsController } from './saved-cards.controller.js';
import { SavedCardsService } from './saved-cards.service.js';

/**
 * Saved cards (ADR 0053): the list, PayHere's Preapproval form, the preapproval's notify (stored by SavedCardsService),
 * deletion, and the one card token cipher (CARD_TOKEN_KEY, else a key made once in DATA_DIR/payments/card-token.key).
 */
@Module({
  controllers: [SavedCardsController],
  providers: [
    SavedCardsService,
    CardPreapprovalService,
    {
      provide: CARD_TOKEN_CIPHER,
      inject: [SERVICE_CONFIG],
      useFactory: async (service: ServiceConfig) => {
        const envKey = currentServiceEnv()[CARD_TOKEN_KEY_ENV];
        const cipher = await loadCardTokenCipher({ envKey, dataDir: service.dataDir });
        const where = cipher.source === 'env' ? CARD_TOKEN_KEY_ENV : `DATA_DIR/${CARD_TOKEN_KEY_FILE}`;
        new Logger('SavedCards').log({ msg: `card token key: ${cipher.source === 'generated' ? 'made in' : 'from'} ${where}`, keyId: cipher.keyId });
        return cipher;
      },
    },
  ],
  exports: [SavedCardsService, CARD_TOKEN_CIPHER],
})
export class SavedCardsModule {}
