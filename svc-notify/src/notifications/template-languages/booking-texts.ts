/**
 * The Sinhala and Tamil texts of the messages about a booking itself, part for part as booking-templates.ts writes
 * them in English: confirmed, new for the doctor, cancelled, moved, needing a new time, the visit completed, and
 * tomorrow's reminder.
 */
import { ARRIVE_EARLY_MINUTES, CURRENCY } from '@vetnow/contracts/constants';
import type { LanguageTexts, TranslatedLanguage } from './language-texts.js';

/** The kinds about a booking (all the visits' kinds but the payments'). */
export type BookingKindTexts = Pick<
  LanguageTexts['kinds'],
  | 'booking-confirmed'
  | 'new-booking'
  | 'cancelled'
  | 'doctor-cancelled'
  | 'rescheduled'
  | 'needs-rescheduling'
  | 'visit-completed'
  | 'reminder'
>;

const EARLY = ARRIVE_EARLY_MINUTES.confirmation;

export const BOOKING_TEXTS: Record<TranslatedLanguage, BookingKindTexts> = {
  si: {
    'booking-confirmed': (f) => ({
      title: 'හමුවීම තහවුරු විය',
      lead: `${f.doctor} සමඟ ඔබගේ හමුවීම ${f.when} සඳහා වෙන් කර ඇත.`,
      notes: [
        `කරුණාකර මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න.`,
        'ඔබගේ සුරතලාගේ වෛද්‍ය වාර්තා සහ එන්නත් කාඩ්පත රැගෙන එන්න.',
        ...(f.cash
          ? [
              f.fee
                ? `උපදේශන ගාස්තුව මුදලින් (${CURRENCY} ${f.fee}) රැගෙන එන්න; ගෙවීම පැමිණි විට සිදු කළ යුතුය.`
                : 'උපදේශන ගාස්තුව මුදලින් රැගෙන එන්න; ගෙවීම පැමිණි විට සිදු කළ යුතුය.',
            ]
          : []),
        'වේලාව වෙනස් කිරීමට හෝ අවලංගු කිරීමට VetNow හි මගේ හමුවීම් භාවිත කරන්න, නැතහොත් සායනය අමතන්න.',
      ],
    }),
    'new-booking': (f) => ({
      title: 'නව වෙන් කිරීමක්',
      lead: `නව හමුවීමක් (${f.reference}) ${f.when} සඳහා ඔබ සමඟ වෙන් කර ඇත.`,
      notes: [],
    }),
    cancelled: (f) => ({
      title: 'හමුවීම අවලංගු කරන ලදී',
      lead: f.byClinic
        ? `${f.when} දින ${f.doctor} සමඟ ඔබගේ ${f.reference} හමුවීම සායනය විසින් අවලංගු කර ඇත.`
        : `${f.when} දින ${f.doctor} සමඟ ඔබගේ ${f.reference} හමුවීම ඔබ විසින් අවලංගු කරන ලදී.`,
      notes: ['ඔබට කැමති ඕනෑම වේලාවක VetNow හි නව වේලාවක් වෙන් කළ හැක.'],
    }),
    'doctor-cancelled': (f) => ({
      title: 'වෙන් කිරීම අවලංගු කරන ලදී',
      lead: `${f.when} දින ${f.reference} හමුවීම ${f.byClinic ? 'සායනය' : 'සුරතලාගේ හිමිකරු'} විසින් අවලංගු කර ඇත; එම වේලාව නැවත නිදහස්ය.`,
      notes: [],
    }),
    rescheduled: (f) => ({
      title: 'හමුවීම වෙනත් වේලාවකට ගෙන ගියේය',
      lead: `${f.doctor} සමඟ ඔබගේ ${f.reference} හමුවීම${f.byClinic ? ' සායනය විසින්' : ''} ${f.when} වෙත ගෙන ගොස් ඇත.`,
      notes: [`කරුණාකර මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න.`],
    }),
    'needs-rescheduling': (f) => ({
      title: 'කරුණාකර නව වේලාවක් තෝරන්න',
      lead: `${f.when} දින ඔබගේ ${f.reference} හමුවීම එම වේලාවේ පැවැත්විය නොහැක${f.reason ? ` (${f.reason})` : ''}.`,
      notes: [
        'නව වේලාවක් තෝරා ගැනීමට හෝ අවලංගු කිරීමට VetNow හි මගේ හමුවීම් විවෘත කරන්න; එතෙක් ඔබගේ වෙන් කිරීම සහ ගෙවීම රැකේ.',
      ],
    }),
    'visit-completed': (f) => ({
      title: 'පරීක්ෂාව අවසන්',
      lead: `${f.doctor} සමඟ ඔබගේ ${f.reference} පරීක්ෂාව අවසන්. VetNow වෙත පැමිණීම ගැන ස්තුතියි.`,
      notes: [
        f.withFindings
          ? 'වෛද්‍යවරයාගේ නිරීක්ෂණ සහ නිර්දේශ VetNow හි මගේ හමුවීම් තුළද ඇත.'
          : 'වෛද්‍යවරයාගේ නිරීක්ෂණ සහ නිර්දේශ VetNow හි මගේ හමුවීම් තුළ ඇත.',
      ],
    }),
    reminder: (f) => ({
      title: 'හෙට හමුවීමක්',
      lead: `සිහිකැඳවීමක්: ${f.doctor} සමඟ ඔබගේ හමුවීම ${f.when} ය.`,
      notes: [
        `කරුණාකර මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න.`,
        'වේලාව වෙනස් කිරීමට හෝ අවලංගු කිරීමට VetNow හි මගේ හමුවීම් භාවිත කරන්න.',
      ],
    }),
  },
  ta: {
    'booking-confirmed': (f) => ({
      title: 'சந்திப்பு உறுதிசெய்யப்பட்டது',
      lead: `${f.doctor} உடனான உங்கள் சந்திப்பு ${f.when} க்கு முன்பதிவு செய்யப்பட்டுள்ளது.`,
      notes: [
        `தயவுசெய்து ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள்.`,
        'உங்கள் செல்லப்பிராணியின் மருத்துவ ஆவணங்களையும் தடுப்பூசி அட்டையையும் கொண்டு வாருங்கள்.',
        ...(f.cash
          ? [
              f.fee
                ? `ஆலோசனைக் கட்டணத்தைப் பணமாகக் (${CURRENCY} ${f.fee}) கொண்டு வாருங்கள்; வந்ததும் செலுத்த வேண்டும்.`
                : 'ஆலோசனைக் கட்டணத்தைப் பணமாகக் கொண்டு வாருங்கள்; வந்ததும் செலுத்த வேண்டும்.',
            ]
          : []),
        'நேரத்தை மாற்ற அல்லது ரத்து செய்ய VetNow இல் எனது சந்திப்புகளைப் பயன்படுத்துங்கள், அல்லது மருத்துவமனையைத் தொடர்பு கொள்ளுங்கள்.',
      ],
    }),
    'new-booking': (f) => ({
      title: 'புதிய முன்பதிவு',
      lead: `புதிய சந்திப்பு (${f.reference}) ${f.when} க்கு உங்களுடன் முன்பதிவு செய்யப்பட்டுள்ளது.`,
      notes: [],
    }),
    cancelled: (f) => ({
      title: 'சந்திப்பு ரத்து செய்யப்பட்டது',
      lead: f.byClinic
        ? `${f.when} அன்று ${f.doctor} உடனான உங்கள் ${f.reference} சந்திப்பு மருத்துவமனையால் ரத்து செய்யப்பட்டுள்ளது.`
        : `${f.when} அன்று ${f.doctor} உடனான உங்கள் ${f.reference} சந்திப்பை நீங்கள் ரத்து செய்தீர்கள்.`,
      notes: ['நீங்கள் விரும்பும் எந்த நேரத்திலும் VetNow இல் புதிய நேரத்தை முன்பதிவு செய்யலாம்.'],
    }),
    'doctor-cancelled': (f) => ({
      title: 'முன்பதிவு ரத்து செய்யப்பட்டது',
      lead: `${f.when} அன்றைய ${f.reference} சந்திப்பு ${f.byClinic ? 'மருத்துவமனையால்' : 'செல்லப்பிராணியின் உரிமையாளரால்'} ரத்து செய்யப்பட்டுள்ளது; அந்த நேரம் மீண்டும் காலியாக உள்ளது.`,
      notes: [],
    }),
    rescheduled: (f) => ({
      title: 'சந்திப்பு மாற்றப்பட்டது',
      lead: `${f.doctor} உடனான உங்கள் ${f.reference} சந்திப்பு${f.byClinic ? ' மருத்துவமனையால்' : ''} ${f.when} க்கு மாற்றப்பட்டுள்ளது.`,
      notes: [`தயவுசெய்து ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள்.`],
    }),
    'needs-rescheduling': (f) => ({
      title: 'தயவுசெய்து புதிய நேரத்தைத் தேர்ந்தெடுங்கள்',
      lead: `${f.when} அன்றைய உங்கள் ${f.reference} சந்திப்பு அந்த நேரத்தில் நடைபெற முடியாது${f.reason ? ` (${f.reason})` : ''}.`,
      notes: [
        'புதிய நேரத்தைத் தேர்ந்தெடுக்க அல்லது ரத்து செய்ய VetNow இல் எனது சந்திப்புகளைத் திறக்கவும்; அதுவரை உங்கள் முன்பதிவும் கட்டணமும் வைக்கப்படும்.',
      ],
    }),
    'visit-completed': (f) => ({
      title: 'பரிசோதனை முடிந்தது',
      lead: `${f.doctor} உடனான உங்கள் ${f.reference} பரிசோதனை முடிந்தது. VetNow க்கு வந்ததற்கு நன்றி.`,
      notes: [
        f.withFindings
          ? 'மருத்துவரின் கண்டறிதல்களும் பரிந்துரைகளும் VetNow இல் எனது சந்திப்புகளிலும் உள்ளன.'
          : 'மருத்துவரின் கண்டறிதல்களும் பரிந்துரைகளும் VetNow இல் எனது சந்திப்புகளில் உள்ளன.',
      ],
    }),
    reminder: (f) => ({
      title: 'நாளை சந்திப்பு',
      lead: `நினைவூட்டல்: ${f.doctor} உடனான உங்கள் சந்திப்பு ${f.when}.`,
      notes: [
        `தயவுசெய்து ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள்.`,
        'நேரத்தை மாற்ற அல்லது ரத்து செய்ய VetNow இல் எனது சந்திப்புகளைப் பயன்படுத்துங்கள்.',
      ],
    }),
  },
};
