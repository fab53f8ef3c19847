/**
 * The Sinhala and Tamil texts of the messages about paying for a visit, part for part as payment-templates.ts writes
 * them in English: a card payment failed, a refund, and the desk's payment link.
 */
import type { LanguageTexts, TranslatedLanguage } from './language-texts.js';

/** The kinds about paying for a visit. */
export type PaymentKindTexts = Pick<LanguageTexts['kinds'], 'payment-failed' | 'refunded' | 'payment-link'>;

export const PAYMENT_TEXTS: Record<TranslatedLanguage, PaymentKindTexts> = {
  si: {
    'payment-failed': (f) => ({
      title: 'ගෙවීම අසාර්ථක විය',
      lead: `${f.reference} හමුවීම සඳහා කාඩ්පත් ගෙවීම සාර්ථක නොවීය${f.reason ? `: ${f.reason}` : ''}.`,
      notes: ['නැවත ගෙවීමට VetNow හි මගේ හමුවීම් විවෘත කරන්න, නැතහොත් සායනයේදී ගෙවන්න.'],
    }),
    refunded: (f) => ({
      title: `${f.pet ? `${f.pet} ගේ` : 'ඔබගේ'} හමුවීම සඳහා ${f.amount} ආපසු ගෙවන ලදී`,
      lead:
        `${f.when} දින ${f.doctor} සමඟ වූ ඔබගේ ${f.reference} හමුවීම සඳහා ${f.amount} ඔබගේ කාඩ්පතට ආපසු ගෙවන ලදී. ` +
        'එය ඔබගේ කාඩ්පත් ප්‍රකාශයේ දිස් වීමට වැඩ කරන දින 5–10ක් ගත විය හැක.',
      notes: ['මෙම මුදල් ආපසු ගෙවීම ගැන ප්‍රශ්නයක් ඇත්නම්, සායනය අමතන්න.'],
    }),
    'payment-link': (f) => ({
      title: `${f.pet ? `${f.pet} ගේ` : 'ඔබගේ'} හමුවීම සඳහා කාඩ්පතෙන් ගෙවන්න`,
      lead: `සායනය ${f.when} දින ${f.doctor} සමඟ ${f.pet ? `${f.pet} ගේ` : 'ඔබගේ'} හමුවීම වෙන් කළේය. ${f.amount ?? 'උපදේශන ගාස්තුව'} VetNow හි කාඩ්පතෙන් ගෙවන්න.`,
      notes: [
        'VetNow වෙත පිවිස, මගේ හමුවීම් විවෘත කර "දැන් ගෙවන්න" තෝරන්න.',
        'සායනය ඔබ සඳහා ගිණුම සකස් කළේ නම්, පළමුව සායනය එවූ SMS පණිවිඩයේ ඇති සබැඳියෙන් එය ලබා ගන්න.',
      ],
      action: 'දැන් ගෙවන්න',
    }),
  },
  ta: {
    'payment-failed': (f) => ({
      title: 'கட்டணம் தோல்வியடைந்தது',
      lead: `${f.reference} சந்திப்புக்கான அட்டைக் கட்டணம் வெற்றிபெறவில்லை${f.reason ? `: ${f.reason}` : ''}.`,
      notes: ['மீண்டும் செலுத்த VetNow இல் எனது சந்திப்புகளைத் திறக்கவும், அல்லது மருத்துவமனையில் செலுத்துங்கள்.'],
    }),
    refunded: (f) => ({
      title: `${f.pet ? `${f.pet} இன்` : 'உங்கள்'} சந்திப்புக்கு ${f.amount} திருப்பிச் செலுத்தப்பட்டது`,
      lead:
        `${f.when} அன்று ${f.doctor} உடனான உங்கள் ${f.reference} சந்திப்புக்கான ${f.amount} உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டது. ` +
        'இது உங்கள் அட்டை அறிக்கையில் தோன்ற 5–10 வேலை நாட்கள் ஆகலாம்.',
      notes: ['இந்தத் திருப்பிச் செலுத்துதல் குறித்து ஏதேனும் கேள்வி இருந்தால், மருத்துவமனையைத் தொடர்பு கொள்ளுங்கள்.'],
    }),
    'payment-link': (f) => ({
      title: `${f.pet ? `${f.pet} இன்` : 'உங்கள்'} சந்திப்புக்கு அட்டை மூலம் செலுத்துங்கள்`,
      lead: `${f.when} அன்று ${f.doctor} உடனான ${f.pet ? `${f.pet} இன்` : 'உங்கள்'} சந்திப்பை மருத்துவமனை முன்பதிவு செய்துள்ளது. ${f.amount ? `${f.amount} ஐ` : 'ஆலோசனைக் கட்டணத்தை'} VetNow இல் அட்டை மூலம் செலுத்துங்கள்.`,
      notes: [
        'VetNow இல் உள்நுழைந்து, எனது சந்திப்புகளைத் திறந்து "இப்போதே செலுத்துங்கள்" என்பதைத் தேர்ந்தெடுங்கள்.',
        'மருத்துவமனை உங்களுக்காகக் கணக்கை உருவாக்கியிருந்தால், முதலில் மருத்துவமனை அனுப்பிய SMS இல் உள்ள இணைப்பைப் பயன்படுத்தி அதைப் பெறுங்கள்.',
      ],
      action: 'இப்போதே செலுத்துங்கள்',
    }),
  },
};
