import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  petSchema,
  publicUserSchema,
  registerRequestSchema,
  registrationFormSchema,
  setLanguageRequestSchema,
  updateProfileRequestSchema,
  USER_LANGUAGES,
} from './index.js';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, PHONE_MESSAGES, REGISTRATION_MESSAGES, englishOf } from '../validation/texts.js';
import { sampleDoctor, sampleOwner } from '../testing/fixtures.js';

const validForm = {
  username: 'kasun',
  email: 'kasun@example.lk',
  password: 'lake-walk-9',
  confirmPassword: 'lake-walk-9',
  fullName: 'Kasun Perera',
  contactNumber: '0771234567',
  address: { street: '12 Main St', city: 'Battaramulla', location: 'Battaramulla' },
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((i) => englishOf(i.message));
}

describe('registration (spec §5)', () => {
  it('accepts a valid form and normalises it', () => {
    const data = registrationFormSchema.parse({ ...validForm, email: '  Kasun@Example.LK ', fullName: '  Kasun Perera ' });
    expect(data.email).toBe('kasun@example.lk');
    expect(data.fullName).toBe('Kasun Perera');
    expect(data.address).toEqual({ street: '12 Main St', city: 'Battaramulla', location: 'Battaramulla' });
  });

  it('needs a username of at least 3 characters', () => {
    expect(messages(registrationFormSchema.safeParse({ ...validForm, username: 'ab' }))).toEqual([
      REGISTRATION_MESSAGES.usernameMin,
    ]);
    expect(REGISTRATION_MESSAGES.usernameMin).toBe('Username must be at least 3 characters');
    expect(registrationFormSchema.safeParse({ ...validForm, username: 'abc' }).success).toBe(true);
    expect(messages(registrationFormSchema.safeParse({ ...validForm, username: ' ab ' }))).toEqual([
      'Username must be at least 3 characters',
    ]);
    expect(messages(registrationFormSchema.safeParse({ ...validForm, username: undefined }))).toEqual([
      'Username must be at least 3 characters',
    ]);
    expect(registrationFormSchema.safeParse({ ...validForm, username: 'a@bc' }).success).toBe(false);
  });

  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.lk', true],
    ['a@b', false],
    ['ab.co', false],
    ['a b@c.co', false],
    ['a@b c.co', false],
    ['@b.co', false],
    ['', false],
  ])('checks the email pattern: %s → %s', (email, ok) => {
    const r = registrationFormSchema.safeParse({ ...validForm, email });
    expect(r.success).toBe(ok);
    if (!ok) expect(messages(r)).toEqual(['Please enter a valid email address']);
  });

  it('needs a password of at least 8 characters (issue 10: 7 refused, 8 accepted)', () => {
    expect(messages(registrationFormSchema.safeParse({ ...validForm, password: 'x2345-7', confirmPassword: 'x2345-7' }))).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(registrationFormSchema.safeParse({ ...validForm, password: 'x2345-78', confirmPassword: 'x2345-78' }).success).toBe(true);
  });

  it('refuses a password equal to the email or the username, any case (issue 10)', () => {
    for (const password of ['KASUN@example.lk', 'kasun@example.lk']) {
      const r = registrationFormSchema.safeParse({ ...validForm, password, confirmPassword: password });
      expect(messages(r)).toEqual(['Password must not be the same as your email or username']);
      expect(r.error!.issues[0]!.path).toEqual(['password']);
    }
    const user = { ...validForm, username: 'kasunperera', password: 'KasunPerera', confirmPassword: 'KasunPerera' };
    expect(messages(registerRequestSchema.safeParse(user))).toEqual([PASSWORD_MESSAGES.sameAsIdentifier]);
  });

  it('needs the confirmation to equal the password', () => {
    const r = registrationFormSchema.safeParse({ ...validForm, confirmPassword: 'lake-walk-8' });
    expect(messages(r)).toEqual(['Passwords do not match']);
    expect(r.error!.issues[0]!.path).toEqual(['confirmPassword']);
  });

  it('needs a full name and a contact number that are not blank after trimming', () => {
    expect(messages(registrationFormSchema.safeParse({ ...validForm, fullName: '   ' }))).toEqual(['Full name is required']);
    expect(messages(registrationFormSchema.safeParse({ ...validForm, contactNumber: ' \t ' }))).toEqual([
      'Contact number is required',
    ]);
    expect(messages(registrationFormSchema.safeParse({ ...validForm, fullName: undefined }))).toEqual(['Full name is required']);
  });

  it('reports problems in the order of the spec table', () => {
    const r = registrationFormSchema.safeParse({ ...validForm, username: 'x', password: '1', confirmPassword: '2', fullName: '' });
    expect(messages(r)).toEqual([
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
      'Full name is required',
      'Passwords do not match',
    ]);
  });

  it('keeps street and city optional and the location fixed to Battaramulla', () => {
    const { address: _a, ...noAddress } = validForm;
    expect(registrationFormSchema.parse(noAddress).address).toEqual({ street: '', city: '', location: 'Battaramulla' });
    expect(registrationFormSchema.parse({ ...validForm, address: { location: '' } }).address.location).toBe('Battaramulla');
    expect(messages(registrationFormSchema.safeParse({ ...validForm, address: { location: 'Colombo' } }))).toEqual([
      REGISTRATION_MESSAGES.locationFixed,
    ]);
  });

  it('server payload: confirmPassword optional, checked when present, and dropped', () => {
    const { confirmPassword: _c, ...withoutConfirm } = validForm;
    const data = registerRequestSchema.parse(withoutConfirm);
    expect(data).not.toHaveProperty('confirmPassword');
    expect(data.username).toBe('kasun');
    expect(registerRequestSchema.parse(validForm)).not.toHaveProperty('confirmPassword');
    expect(messages(registerRequestSchema.safeParse({ ...validForm, confirmPassword: 'other1' }))).toEqual([
      'Passwords do not match',
    ]);
    // unknown keys such as userType or role are stripped: nobody registers as admin
    expect(registerRequestSchema.parse({ ...validForm, role: 'admin', userType: 'doctor' })).not.toHaveProperty('role');
  });
});

describe('login', () => {
  it('needs an identifier and a password', () => {
    expect(messages(loginRequestSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      LOGIN_MESSAGES.identifierRequired,
      LOGIN_MESSAGES.passwordRequired,
    ]);
    expect(messages(loginRequestSchema.safeParse({}))).toEqual([
      'Email or username is required',
      'Password is required',
    ]);
  });

  it('defaults userType to user and accepts doctor and admin', () => {
    expect(loginRequestSchema.parse({ email: 'kasun', password: 'x' }).userType).toBe('user');
    expect(loginRequestSchema.parse({ email: 'doc-id', password: 'x', userType: 'doctor' }).userType).toBe('doctor');
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x', userType: 'admin' }).userType).toBe('admin');
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x', userType: 'root' }).success).toBe(false);
  });
});

describe('pets', () => {
  it('defaults the type to Dog and takes age 0 but not -1', () => {
    expect(petSchema.parse({ name: 'Rex' })).toEqual({ name: 'Rex', type: 'Dog', breed: '' });
    expect(petSchema.parse({ name: 'Rex', type: '', age: '0' }).age).toBe(0);
    expect(petSchema.parse({ name: 'Rex', age: 3.5 }).age).toBe(3.5);
    expect(petSchema.safeParse({ name: 'Rex', age: -1 }).success).toBe(false);
    expect(petSchema.safeParse({ name: 'Rex', age: 'two' }).success).toBe(false);
    expect(petSchema.safeParse({ name: 'Rex', type: 'Fish' }).success).toBe(false);
    expect(petSchema.parse({ name: 'Rex', age: '' }).age).toBeUndefined();
  });
});

describe('answers and profile', () => {
  const user = sampleOwner();

  it('parses a login answer for an owner and for a doctor, never with a password', () => {
    expect(loginResponseSchema.parse({ token: 't', user }).user).toEqual(user);
    expect(publicUserSchema.parse({ ...user, password: 'hash' })).not.toHaveProperty('password');
    // The login answer still carries the fee in rupees (consultationFee), not the event's minor units.
    const { consultationFeeMinor: _fee, ...doctorProfile } = sampleDoctor();
    const doctor = { ...doctorProfile, consultationFee: 2500, userType: 'doctor' };
    expect(loginResponseSchema.parse({ token: 't', user: doctor }).user.userType).toBe('doctor');
  });

  it('validates a profile update like registration', () => {
    expect(
      updateProfileRequestSchema.parse({ fullName: ' A ', contactNumber: '077 123 4567', address: { street: 's', city: 'c', location: 'Battaramulla' } }),
    ).toEqual({ fullName: 'A', contactNumber: '+94771234567', address: { street: 's', city: 'c', location: 'Battaramulla' } });
    expect(messages(updateProfileRequestSchema.safeParse({ fullName: '', contactNumber: '0771234567' }))).toEqual(['Full name is required']);
    expect(messages(updateProfileRequestSchema.safeParse({ fullName: 'A', contactNumber: 'hello' }))).toEqual([PHONE_MESSAGES.invalid]);
    expect(updateProfileRequestSchema.safeParse({ fullName: 'A', contactNumber: '0771234567', address: { location: 'Malabe' } }).success).toBe(false);
  });

  it('registration stores the contact number in E.164 and refuses one that is not Sri Lankan', () => {
    expect(registrationFormSchema.parse({ ...validForm, contactNumber: '+94 11 234 5678' }).contactNumber).toBe('+94112345678');
    expect(messages(registrationFormSchema.safeParse({ ...validForm, contactNumber: '+44 20 7946 0958' }))).toEqual([PHONE_MESSAGES.invalid]);
  });
});

describe('PUT /users/profile/password (issue 10)', () => {
  it('needs the current password and a new one under the registration rules; a sent confirmation must match', () => {
    expect(changePasswordRequestSchema.parse({ currentPassword: 'old', password: 'river-stone-4', confirmPassword: 'river-stone-4' })).toEqual({
      currentPassword: 'old',
      password: 'river-stone-4',
    });
    expect(changePasswordRequestSchema.safeParse({ currentPassword: 'old', password: 'river-stone-4' }).success).toBe(true);
    expect(messages(changePasswordRequestSchema.safeParse({ currentPassword: '', password: 'short', confirmPassword: 'other' }))).toEqual([
      PASSWORD_MESSAGES.currentRequired,
      PASSWORD_MESSAGES.min,
      REGISTRATION_MESSAGES.passwordsMismatch,
    ]);
  });
});

describe('the account language (issue 13)', () => {
  const user = sampleOwner({ pets: [] });

  it('is English, Sinhala or Tamil, optional in the answers (older answers have none)', () => {
    expect(USER_LANGUAGES).toEqual(['en', 'si', 'ta']);
    expect(publicUserSchema.parse({ ...user, language: 'si' }).language).toBe('si');
    expect(publicUserSchema.parse(user)).not.toHaveProperty('language');
    expect(publicUserSchema.safeParse({ ...user, language: 'fr' }).success).toBe(false);
  });

  it('PUT /auth/language takes one of the three', () => {
    expect(setLanguageRequestSchema.parse({ language: 'ta' })).toEqual({ language: 'ta' });
    expect(setLanguageRequestSchema.safeParse({ language: 'en-GB' }).success).toBe(false);
    expect(setLanguageRequestSchema.safeParse({}).success).toBe(false);
  });

  it('registration may name the language the visitor registered in', () => {
    const body = { ...validForm, confirmPassword: undefined };
    expect(registerRequestSchema.parse({ ...body, language: 'ta' })).toMatchObject({ language: 'ta' });
    expect(registerRequestSchema.parse(body)).not.toHaveProperty('language');
    expect(registerRequestSchema.safeParse({ ...body, language: 'xx' }).success).toBe(false);
  });
});
