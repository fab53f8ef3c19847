import { rememberPet } from './pets.js';

describe('rememberPet', () => {
  it('appends a new pet', () => {
    expect(rememberPet([], { name: ' Rex ', type: 'Dog', breed: 'Lab', age: 3 })).toEqual([
      { name: 'Rex', type: 'Dog', breed: 'Lab', age: 3 },
    ]);
  });

  it('updates breed and age of the same name and type, case-insensitively, keeping order', () => {
    const pets = [
      { name: 'Rex', type: 'Dog' as const, breed: '', age: 2 },
      { name: 'Tom', type: 'Cat' as const, breed: 'Siamese' },
    ];
    expect(rememberPet(pets, { name: 'rEX', type: 'Dog', breed: 'Beagle', age: 4 })).toEqual([
      { name: 'Rex', type: 'Dog', breed: 'Beagle', age: 4 },
      pets[1],
    ]);
  });

  it('keeps known breed and age when the booking leaves them out', () => {
    const pets = [{ name: 'Tom', type: 'Cat' as const, breed: 'Siamese', age: 5 }];
    expect(rememberPet(pets, { name: 'tom', type: 'Cat', breed: '' })).toEqual(pets);
  });

  it('a pet with the same name but another type is another pet', () => {
    const pets = [{ name: 'Rex', type: 'Dog' as const, breed: '' }];
    expect(rememberPet(pets, { name: 'Rex', type: 'Cat', breed: '' })).toHaveLength(2);
  });
});
