import { describe, expect, it } from '@jest/globals';
import { REMOTE_SCREENS, remoteRoles, remoteScreenAt } from './remote-screens';

describe('remote screens', () => {
  it("gives each role its own remote's screen, and nothing to a role the route is not for", () => {
    expect(remoteScreenAt('/doctors', 'user')).toEqual({ remote: 'owner', expose: 'doctors-page' });
    expect(remoteScreenAt('/book-appointment/7f1c', 'user')).toEqual({ remote: 'owner', expose: 'book-appointment-page' });
    expect(remoteScreenAt('/pets', 'user')).toEqual({ remote: 'owner', expose: 'pets-page' });
    expect(remoteScreenAt('/pets/0b7e9c', 'user')).toEqual({ remote: 'owner', expose: 'pet-record-page' });
    expect(remoteScreenAt('/pets/0b7e9c', 'doctor')).toBeUndefined();
    expect(remoteScreenAt('/pets/a/b', 'user')).toBeUndefined();
    expect(remoteScreenAt('/profile', 'doctor')).toEqual({ remote: 'doctor', expose: 'profile-page' });
    expect(remoteScreenAt('/profile/', 'user')).toEqual({ remote: 'owner', expose: 'profile-page' });
    expect(remoteScreenAt('/admin-dashboard', 'admin')).toEqual({ remote: 'admin', expose: 'admin-dashboard-page' });
    expect(remoteScreenAt('/doctors', 'doctor')).toBeUndefined();
    expect(remoteScreenAt('/profile', 'admin')).toBeUndefined();
    expect(remoteScreenAt('/doctors', null)).toBeUndefined();
    expect(remoteScreenAt('/doctors', 'root')).toBeUndefined();
    expect(remoteScreenAt('/book-appointment/', 'user')).toBeUndefined();
    expect(remoteScreenAt('/book-appointment/a/b', 'user')).toBeUndefined();
    expect(remoteScreenAt('/login', 'user')).toBeUndefined();
  });

  it('lets exactly the roles with a screen through the route guard', () => {
    expect(remoteRoles('/profile')).toEqual(['user', 'doctor']);
    expect(remoteRoles('/doctor-dashboard')).toEqual(['doctor']);
    expect(remoteRoles('/pets/:petId')).toEqual(['user']);
    expect(Object.keys(REMOTE_SCREENS)).toHaveLength(12);
  });
});
