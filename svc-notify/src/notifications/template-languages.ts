/**
 * The Sinhala and Tamil wording of svc-notify's messages (issue 12 with issue 13's languages). English stays in
 * templates.ts, as it was written first; these follow it part for part. A recipient's language comes from the
 * contact facts svc-auth publishes (`user.contact-changed`), English when unknown.
 */
import { CLINIC_TIME_ZONE } from '@vetnow/contracts/clinic-time';
import { ARRIVE_EARLY_MINUTES, CLINIC_EMERGENCY_PHONE, CURRENCY } from '@vetnow/contracts/constants';
import type { CareKind } from '@vetnow/contracts/pet-care';

export type TranslatedLanguage = 'si' | 'ta';

/** What a message of one kind says, given its facts already written as text. */
export interface KindTexts {
  readonly title: string;
  readonly lead: string;
  readonly notes: readonly string[];
  /** The words of the message's link (payment-link: "Pay now"), when it has one. */
  readonly action?: string;
}

export interface MessageFacts {
  readonly reference: string;
  readonly doctor: string;
  readonly when: string;
  readonly reason?: string;
  /** rescheduled / cancelled / doctor-cancelled: the clinic (an admin) did it, not the owner. */
  readonly byClinic: boolean;
  /** visit-completed: the message lists the doctor's findings. */
  readonly withFindings: boolean;
  readonly cash: boolean;
  readonly fee?: string;
  /** The pet's name, when the booking gave one. */
  readonly pet?: string;
  /** refunded: what this refund returned; payment-link: the fee to pay; already written (`LKR 2,500.00`). */
  readonly amount?: string;
}

/** The security notice's facts (renderSignInDelayed), the times already written in the language. */
export interface SignInDelayedFacts {
  readonly failures: number;
  readonly when: string;
  readonly until: string;
}

/** The security notice in one language: the same parts as the English one. */
export interface SignInDelayedTexts {
  readonly title: string;
  readonly lead: string;
  readonly details: [string, string][];
  readonly notes: readonly string[];
}

/** A pet care reminder's facts (renderPetCareDue), the due date already written in the language. */
export interface PetCareDueFacts {
  readonly pet: string;
  readonly item: string;
  readonly kind: CareKind;
  readonly date: string;
  /** Days from the reminder's day to the due date (0: today); meaningless when overdue. */
  readonly days: number;
  readonly overdue: boolean;
}

/** A pet care reminder in one language: the same parts as the English one. */
export interface PetCareDueTexts {
  readonly title: string;
  readonly lead: string;
  /** The detail label of the item: the kind of care (vaccination, deworming, tick and flea treatment). */
  readonly kindLabel: string;
  readonly dueLabel: string;
  readonly bookNow: string;
  readonly notes: readonly string[];
}

export interface LanguageTexts {
  readonly locale: string;
  readonly timeNote: string;
  readonly yourDoctor: string;
  readonly yourVetNowDoctor: string;
  readonly greeting: (name: string | undefined) => string;
  readonly footer: string;
  readonly labels: {
    reference: string;
    pet: string;
    doctor: string;
    when: string;
    where: string;
    was: string;
    diagnosis: string;
    recommendations: string;
    doctorNotes: string;
    /** refunded: the amount this refund returned. */
    refunded: string;
    /** payment-link: the consultation fee to pay. */
    fee: string;
  };
  readonly kinds: Record<
    | 'booking-confirmed'
    | 'new-booking'
    | 'payment-failed'
    | 'cancelled'
    | 'doctor-cancelled'
    | 'rescheduled'
    | 'needs-rescheduling'
    | 'visit-completed'
    | 'reminder'
    | 'refunded'
    | 'payment-link',
    (f: MessageFacts) => KindTexts
  >;
  /** "Someone tried to sign in" (ADR 0046). */
  readonly signInDelayed: (f: SignInDelayedFacts) => SignInDelayedTexts;
  /** A vaccination or treatment due in N days, tomorrow, today, or overdue (issue 38). */
  readonly petCareDue: (f: PetCareDueFacts) => PetCareDueTexts;
}

const EARLY = ARRIVE_EARLY_MINUTES.confirmation;

export const TEMPLATE_LANGUAGES: Record<TranslatedLanguage, LanguageTexts> = {
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
    kinds: {
      'booking-confirmed': (f) => ({
        title: 'හමුවීම තහවුරු විය',
        lead: `${f.doctor} සමඟ ඔබගේ හමුවීම ${f.when} සඳහා වෙන් කර ඇත.`,
        notes: [
          `කරුණාකර මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න.`,
          'ඔබගේ සුරතලාගේ වෛද්‍ය වාර්තා සහ එන්නත් කාඩ්පත රැගෙන එන්න.',
          ...(f.cash
            ? [f.fee ? `උපදේශන ගාස්තුව මුදලින් (${CURRENCY} ${f.fee}) රැගෙන එන්න; ගෙවීම පැමිණි විට සිදු කළ යුතුය.` : 'උපදේශන ගාස්තුව මුදලින් රැගෙන එන්න; ගෙවීම පැමිණි විට සිදු කළ යුතුය.']
            : []),
          'වේලාව වෙනස් කිරීමට හෝ අවලංගු කිරීමට VetNow හි මගේ හමුවීම් භාවිත කරන්න, නැතහොත් සායනය අමතන්න.',
        ],
      }),
      'new-booking': (f) => ({
        title: 'නව වෙන් කිරීමක්',
        lead: `නව හමුවීමක් (${f.reference}) ${f.when} සඳහා ඔබ සමඟ වෙන් කර ඇත.`,
        notes: [],
      }),
      'payment-failed': (f) => ({
        title: 'ගෙවීම අසාර්ථක විය',
        lead: `${f.reference} හමුවීම සඳහා කාඩ්පත් ගෙවීම සාර්ථක නොවීය${f.reason ? `: ${f.reason}` : ''}.`,
        notes: ['නැවත ගෙවීමට VetNow හි මගේ හමුවීම් විවෘත කරන්න, නැතහොත් සායනයේදී ගෙවන්න.'],
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
        notes: ['නව වේලාවක් තෝරා ගැනීමට හෝ අවලංගු කිරීමට VetNow හි මගේ හමුවීම් විවෘත කරන්න; එතෙක් ඔබගේ වෙන් කිරීම සහ ගෙවීම රැකේ.'],
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
        notes: [`කරුණාකර මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න.`, 'වේලාව වෙනස් කිරීමට හෝ අවලංගු කිරීමට VetNow හි මගේ හමුවීම් භාවිත කරන්න.'],
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
    signInDelayed: (f) => ({
      title: 'කවුරුන් හෝ ඔබගේ ගිණුමට පිවිසීමට උත්සාහ කළේය',
      lead: `ඔබගේ VetNow ගිණුමට පිවිසීමට අසාර්ථක උත්සාහයන් ${f.failures}ක් සිදු වී ඇත; අවසාන උත්සාහය ${f.when}.`,
      details: [
        ['අසාර්ථක උත්සාහයන්', String(f.failures)],
        ['අවසාන උත්සාහය', f.when],
        ['නැවත පිවිසිය හැකි වේලාව', f.until],
      ],
      notes: [
        'ඔබගේ ගිණුම ආරක්ෂා කිරීම සඳහා, මින් ඉදිරියට සෑම අසාර්ථක උත්සාහයකින් පසුවම VetNow ටික වේලාවකට ඔබගේ ගිණුමට පිවිසීම නවතා තබයි. ඔබගේ ගිණුම අගුළු දමා නැත; එහි කිසිවක් වෙනස් කර නැත.',
        'එසේ නවතා ඇති කාලය තුළ, නිවැරදි මුරපදය සමඟ වුවද, සෑම පිවිසීමක්ම ප්‍රතික්ෂේප වේ. එම කාලය අවසන් වූ පසු සුපුරුදු පරිදි පිවිසෙන්න.',
        'මේ උත්සාහයන් ඔබගේ නම්, වෙනත් කිසිවක් කිරීමට අවශ්‍ය නැත.',
        'මේවා ඔබගේ නොවේ නම්, කවුරුන් හෝ ඔබගේ මුරපදය අනුමාන කිරීමට උත්සාහ කරනවා විය හැක: ඔබ පිවිසි පසු, එය වෙන කොතැනකවත් භාවිත නොකරන මුරපදයකට වෙනස් කරන්න (මගේ පැතිකඩ → මුරපදය වෙනස් කරන්න), නැතහොත් එය යළි සැකසීමට සායනයෙන් ඉල්ලන්න.',
        'VetNow කිසි විටෙකත් ඊමේල් හෝ දුරකථනය මගින් ඔබගේ මුරපදය ඉල්ලා නොසිටී.',
      ],
    }),
    petCareDue: (f) => {
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
        kindLabel: { vaccination: 'එන්නත', deworming: 'පණු බෙහෙත', 'tick-flea': 'කිනිතුල්ලන් සහ මැක්කන් සඳහා ප්‍රතිකාරය' }[f.kind],
        dueLabel: 'නියමිත දිනය',
        bookNow: 'දැන් වෙන් කරන්න',
        notes: [
          'ඉහත සබැඳිය භාවිතයෙන් VetNow හි හමුවීමක් වෙන් කරන්න, නැතහොත් සායනය අමතන්න.',
          'එය වෙනත් තැනක ලබා දී ඇත්නම්, වාර්තාව නිවැරදිව තබා ගැනීමට ඊළඟ හමුවීමේදී ඔබගේ වෛද්‍යවරයාට පවසන්න.',
        ],
      };
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
    kinds: {
      'booking-confirmed': (f) => ({
        title: 'சந்திப்பு உறுதிசெய்யப்பட்டது',
        lead: `${f.doctor} உடனான உங்கள் சந்திப்பு ${f.when} க்கு முன்பதிவு செய்யப்பட்டுள்ளது.`,
        notes: [
          `தயவுசெய்து ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள்.`,
          'உங்கள் செல்லப்பிராணியின் மருத்துவ ஆவணங்களையும் தடுப்பூசி அட்டையையும் கொண்டு வாருங்கள்.',
          ...(f.cash
            ? [f.fee ? `ஆலோசனைக் கட்டணத்தைப் பணமாகக் (${CURRENCY} ${f.fee}) கொண்டு வாருங்கள்; வந்ததும் செலுத்த வேண்டும்.` : 'ஆலோசனைக் கட்டணத்தைப் பணமாகக் கொண்டு வாருங்கள்; வந்ததும் செலுத்த வேண்டும்.']
            : []),
          'நேரத்தை மாற்ற அல்லது ரத்து செய்ய VetNow இல் எனது சந்திப்புகளைப் பயன்படுத்துங்கள், அல்லது மருத்துவமனையைத் தொடர்பு கொள்ளுங்கள்.',
        ],
      }),
      'new-booking': (f) => ({
        title: 'புதிய முன்பதிவு',
        lead: `புதிய சந்திப்பு (${f.reference}) ${f.when} க்கு உங்களுடன் முன்பதிவு செய்யப்பட்டுள்ளது.`,
        notes: [],
      }),
      'payment-failed': (f) => ({
        title: 'கட்டணம் தோல்வியடைந்தது',
        lead: `${f.reference} சந்திப்புக்கான அட்டைக் கட்டணம் வெற்றிபெறவில்லை${f.reason ? `: ${f.reason}` : ''}.`,
        notes: ['மீண்டும் செலுத்த VetNow இல் எனது சந்திப்புகளைத் திறக்கவும், அல்லது மருத்துவமனையில் செலுத்துங்கள்.'],
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
        notes: ['புதிய நேரத்தைத் தேர்ந்தெடுக்க அல்லது ரத்து செய்ய VetNow இல் எனது சந்திப்புகளைத் திறக்கவும்; அதுவரை உங்கள் முன்பதிவும் கட்டணமும் வைக்கப்படும்.'],
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
        notes: [`தயவுசெய்து ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள்.`, 'நேரத்தை மாற்ற அல்லது ரத்து செய்ய VetNow இல் எனது சந்திப்புகளைப் பயன்படுத்துங்கள்.'],
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
    signInDelayed: (f) => ({
      title: 'யாரோ உங்கள் கணக்கில் உள்நுழைய முயன்றனர்',
      lead: `உங்கள் VetNow கணக்கில் உள்நுழைய ${f.failures} முறை தோல்வியடைந்த முயற்சிகள் நடந்துள்ளன; கடைசி முயற்சி ${f.when}.`,
      details: [
        ['தோல்வியடைந்த முயற்சிகள்', String(f.failures)],
        ['கடைசி முயற்சி', f.when],
        ['மீண்டும் உள்நுழையக்கூடிய நேரம்', f.until],
      ],
      notes: [
        'உங்கள் கணக்கைப் பாதுகாக்க, இனி ஒவ்வொரு தோல்வியடைந்த முயற்சிக்குப் பிறகும் VetNow உங்கள் கணக்கில் உள்நுழைவதைச் சிறிது நேரம் நிறுத்தி வைக்கும். உங்கள் கணக்கு பூட்டப்படவில்லை; அதில் எதுவும் மாற்றப்படவில்லை.',
        'நிறுத்தி வைக்கப்பட்டிருக்கும் நேரத்தில், சரியான கடவுச்சொல்லுடன் முயன்றாலும், ஒவ்வொரு உள்நுழைவும் மறுக்கப்படும். அந்த நேரம் முடிந்ததும் வழக்கம்போல் உள்நுழையுங்கள்.',
        'இந்த முயற்சிகள் உங்களுடையவை என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை.',
        'இவை உங்களுடையவை இல்லை என்றால், யாரோ உங்கள் கடவுச்சொல்லை ஊகிக்க முயலக்கூடும்: நீங்கள் உள்நுழைந்ததும், வேறு எங்கும் பயன்படுத்தாத ஒரு கடவுச்சொல்லுக்கு அதை மாற்றுங்கள் (எனது சுயவிவரம் → கடவுச்சொல்லை மாற்றுங்கள்), அல்லது அதை மீட்டமைக்க மருத்துவமனையிடம் கேளுங்கள்.',
        'VetNow ஒருபோதும் மின்னஞ்சல் அல்லது தொலைபேசி மூலம் உங்கள் கடவுச்சொல்லைக் கேட்காது.',
      ],
    }),
    petCareDue: (f) => {
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
        kindLabel: { vaccination: 'தடுப்பூசி', deworming: 'குடற்புழு நீக்கம்', 'tick-flea': 'உண்ணி மற்றும் தெள்ளுப்பூச்சி சிகிச்சை' }[f.kind],
        dueLabel: 'உரிய தேதி',
        bookNow: 'இப்போதே முன்பதிவு செய்யுங்கள்',
        notes: [
          'மேலே உள்ள இணைப்பைப் பயன்படுத்தி VetNow இல் சந்திப்பை முன்பதிவு செய்யுங்கள், அல்லது மருத்துவமனையைத் தொடர்பு கொள்ளுங்கள்.',
          'இது வேறு இடத்தில் வழங்கப்பட்டிருந்தால், பதிவு சரியாக இருக்க அடுத்த சந்திப்பில் உங்கள் மருத்துவரிடம் சொல்லுங்கள்.',
        ],
      };
    },
  },
};

/** An instant in clinic time in the language's own words, e.g. `2026 උඳුවප් 28, සඳුදා දින 09.00 (ශ්‍රී ලංකා වේලාව)`. */
export function clinicDateTimeIn(texts: LanguageTexts, instant: Date): string {
  const when = new Intl.DateTimeFormat(texts.locale, {
    timeZone: CLINIC_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${when} (${texts.timeNote})`;
}

/** A clinic date (`2030-01-15`) in the language's own words, e.g. `2030 ජනවාරි 15, අඟහරුවාදා`. */
export function clinicDateIn(texts: LanguageTexts, date: string): string {
  return new Intl.DateTimeFormat(texts.locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
