import { describeCatalogueTranslations } from '@vetnow/web-kit/testing';
import en from './en.json' with { type: 'json' };
import si from './si.json' with { type: 'json' };
import ta from './ta.json' with { type: 'json' };

describeCatalogueTranslations('sign-in delays', en, { si, ta });
