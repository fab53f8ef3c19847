/**
 * The Sinhala and Tamil texts of a pet care reminder (issue 38): due in N days, tomorrow, today, or overdue, part
 * for part as pet-care-templates.ts writes it in English.
 */
import type { LanguageTexts, TranslatedLanguage } from './language-texts.js';

export const PET_CARE_DUE_TEXTS: Record<TranslatedLanguage, LanguageTexts['petCareDue']> = {
  si: (f) => {
    const subject = `${f.pet} ගේ ${f.item}`;
    const title = f.overdue
      ? `${subject} ප්‍රමාද වී ඇත`
      : f.days === 0
        ? `${subject} අද ලබා දිය යුතුය`
        : f.days === 1
          ? `${subject} හෙට ලබා දිය යුතුය`
          : `${subject} දින ${f.days}කින් ලබා දිය යුතුය`;
    return {
      title,
      lead: f.overdue ? `${title} (${f.date} දින ලබා දිය යුතුව තිබිණි).` : `${title} (${f.date}).`,
      kindLabel: { vaccination: 'එන්නත', deworming: 'පණු බෙහෙත', 'tick-flea': 'කිනිතුල්ලන් සහ මැක්කන් සඳහා ප්‍රතිකාරය' }[
        f.kind
      ],
      dueLabel: 'නියමිත දිනය',
      bookNow: 'දැන් වෙන් කරන්න',
      notes: [
        'ඉහත සබැඳිය භාවිතයෙන් VetNow හි හමුවීමක් වෙන් කරන්න, නැතහොත් සායනය අමතන්න.',
        'එය වෙනත් තැනක ලබා දී ඇත්නම්, වාර්තාව නිවැරදිව තබා ගැනීමට ඊළඟ හමුවීමේදී ඔබගේ වෛද්‍යවරයාට පවසන්න.',
      ],
    };
  },
  ta: (f) => {
    const subject = `${f.pet} இன் ${f.item}`;
    const title = f.overdue
      ? `${subject} தாமதமாகிவிட்டது`
      : f.days === 0
        ? `${subject} இன்று வழங்கப்பட வேண்டும்`
        : f.days === 1
          ? `${subject} நாளை வழங்கப்பட வேண்டும்`
          : `${subject} இன்னும் ${f.days} நாட்களில் வழங்கப்பட வேண்டும்`;
    return {
      title,
      lead: f.overdue ? `${title} (${f.date} அன்று வழங்கப்பட்டிருக்க வேண்டும்).` : `${title} (${f.date}).`,
      kindLabel: {
        vaccination: 'தடுப்பூசி',
        deworming: 'குடற்புழு நீக்கம்',
        'tick-flea': 'உண்ணி மற்றும் தெள்ளுப்பூச்சி சிகிச்சை',
      }[f.kind],
      dueLabel: 'உரிய தேதி',
      bookNow: 'இப்போதே முன்பதிவு செய்யுங்கள்',
      notes: [
        'மேலே உள்ள இணைப்பைப் பயன்படுத்தி VetNow இல் சந்திப்பை முன்பதிவு செய்யுங்கள், அல்லது மருத்துவமனையைத் தொடர்பு கொள்ளுங்கள்.',
        'இது வேறு இடத்தில் வழங்கப்பட்டிருந்தால், பதிவு சரியாக இருக்க அடுத்த சந்திப்பில் உங்கள் மருத்துவரிடம் சொல்லுங்கள்.',
      ],
    };
  },
};
