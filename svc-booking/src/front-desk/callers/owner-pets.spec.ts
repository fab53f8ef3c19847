import { randomUUID } from 'node:crypto';
import { deskPetsSchema } from '@vetnow/contracts/callers';
import { petProfileSchema } from '@vetnow/contracts/pet-care';
import { BookingHarness, petBody, type Account } from '../../testing/booking-test-kit.js';
import { staffAccount } from '../../testing/desk-test-kit.js';

describe("GET /desk/owners/:id/pets: the owner's pets for the desk to book for, without the health record (PostgreSQL)", () => {
  let h: BookingHarness;
  let desk: Account;
  let owner: Account;
  let other: Account;

  beforeAll(async () => {
    h = await BookingHarness.start();
    desk = await staffAccount(h);
    ({ ownerA: owner, ownerB: other } = await h.cast());
    for (const [who, fullName] of [[owner, 'Kamal Silva'], [other, 'Nimal Perera']] as const) {
      await h.handled(await h.publish('user.registered', { userId: who.sub, fullName, contactNumber: '+94771234567' }));
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  const addPet = async (who: Account, body: Record<string, unknown>) => {
    const res = await h.request('POST', '/pets', who, petBody(body));
    expect(res.statusCode).toBe(201);
    return petProfileSchema.parse(res.json());
  };
  const ownerPets = (id: string, who: Account = desk) => h.request('GET', `/desk/owners/${id}/pets`, who);

  it("lists the owner's pets that are not archived, oldest first: id, name, species and breed only", async () => {
    expect((await ownerPets(owner.sub)).json()).toEqual([]);
    const rex = await addPet(owner, {});
    const milo = await addPet(owner, { name: 'Milo', species: 'Cat', breed: '', sex: 'female', microchipNumber: '' });
    const gone = await addPet(owner, { name: 'Bunny', species: 'Rabbit', breed: 'Lop' });
    await addPet(other, { name: 'Tiger', species: 'Cat' });
    expect((await h.request('POST', `/pets/${rex._id}/weights`, owner, { weightKg: 31.5 })).statusCode).toBe(201);
    expect((await h.request('PUT', `/pets/${gone._id}/archive`, owner, { archived: true })).statusCode).toBe(200);

    const res = await ownerPets(owner.sub);
    expect(res.statusCode).toBe(200);
    // exactly these keys: no sex, date of birth, microchip, markings, weight or due items
    expect(res.json()).toEqual([
      { _id: rex._id, name: 'Rex', type: 'Dog', breed: 'Labrador' },
      { _id: milo._id, name: 'Milo', type: 'Cat', breed: '' },
    ]);
    expect(deskPetsSchema.parse(res.json())).toHaveLength(2);
    expect(res.body).not.toMatch(/900164|microchip|weight|dateOfBirth|due/i);
    // the id in any letter case
    expect((await ownerPets(owner.sub.toUpperCase())).json()).toHaveLength(2);
    expect((await ownerPets(other.sub)).json()).toEqual([expect.objectContaining({ name: 'Tiger', type: 'Cat' })]);
  });

  it('an owner booking does not know → 404 DESK_OWNER_NOT_FOUND; a malformed id → 400 DESK_OWNER_INVALID_ID', async () => {
    const unannounced = await h.account('user', 'Not announced');
    await addPet(unannounced, { name: 'Shadow' });
    for (const id of [randomUUID(), unannounced.sub]) {
      expect((await ownerPets(id)).json()).toEqual({ statusCode: 404, code: 'DESK_OWNER_NOT_FOUND', message: 'Owner not found' });
    }
    expect((await ownerPets('kamal')).json()).toEqual({ statusCode: 400, code: 'DESK_OWNER_INVALID_ID', message: 'Invalid owner ID' });
  });

  it('staff only: the owner themselves, another owner, a doctor and the admin get 403, anonymous 401', async () => {
    const { doctorX, admin } = await h.cast();
    for (const who of [owner, other, doctorX, admin]) {
      expect((await ownerPets(owner.sub, who)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
    expect((await h.request('GET', `/desk/owners/${owner.sub}/pets`)).statusCode).toBe(401);
  });
});
