/**
 * What every Sinhala and Tamil message shares: the locale its dates are written in, the greeting, the footer, the
 * doctor when the visit has none named, and the detail rows' labels.
 */
import { CLINIC_EMERGENCY_PHONE } from '@vetnow/contracts/constants';
import type { LanguageTexts, TranslatedLanguage } from './language-texts.js';

/** The parts of a language's texts that are not one kind's. */
export type CommonTexts = Omit<LanguageTexts, 'kinds' | 'signInDelayed' | 'petCareDue'>;

export const COMMON_TEXTS: Record<TranslatedLanguage, CommonTexts> = {
  si: {
    locale: 'si-LK',
    timeNote: 'ශ්‍රී ලංකා වේලාව',
    yourDoctor: 'ඔබගේ වෛද්‍යවරයා',
    yourVetNowDoctor: 'ඔබගේ VetNow වෛද්‍යවරයා',
    greeting: (name) => (name ? `හිතවත් ${name},` : 'ආයුබෝවන්,'),
    footer: `VetNow — හදිසි ඇමතුම් අංකය ${CLINIC_EMERGENCY_PHONE} (පැය 24 පුරා)`,
    labels: {
      reference: 'යොමු අංකය',
      pet: 'සුරතලා',
      doctor: 'වෛද්‍යවරයා',
      when: 'වේලාව',
      where: 'ස්ථානය',
      was: 'පෙර වේලාව',
      diagnosis: 'රෝග විනිශ්චය',
      recommendations: 'නිර්දේශ',
      doctorNotes: 'වෛද්‍යවරයාගේ සටහන්',
      refunded: 'ආපසු ගෙවූ මුදල',
      fee: 'උපදේශන ගාස්තුව',
    },
  },
  ta: {
    locale: 'ta-LK',
    timeNote: 'இலங்கை நேரம்',
    yourDoctor: 'உங்கள் மருத்துவர்',
    yourVetNowDoctor: 'உங்கள் VetNow மருத்துவர்',
    greeting: (name) => (name ? `அன்புள்ள ${name},` : 'வணக்கம்,'),
    footer: `VetNow — அவசர அழைப்பு எண் ${CLINIC_EMERGENCY_PHONE} (24 மணி நேரமும்)`,
    labels: {
      reference: 'குறிப்பு எண்',
      pet: 'செல்லப்பிராணி',
      doctor: 'மருத்துவர்',
      when: 'நேரம்',
      where: 'இடம்',
      was: 'முந்தைய நேரம்',
      diagnosis: 'நோய் நிர்ணயம்',
      recommendations: 'பரிந்துரைகள்',
      doctorNotes: 'மருத்துவரின் குறிப்புகள்',
      refunded: 'திருப்பிச் செலுத்தப்பட்ட தொகை',
      fee: 'ஆலோசனைக் கட்டணம்',
    },
  },
};
