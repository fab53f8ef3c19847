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

  it("gives the front desk (staff) its day sheet from the admin remote, and nothing else", () => {
    expect(remoteScreenAt('/front-desk', 'staff')).toEqual({ remote: 'admin', expose: 'front-desk-page' });
    expect(remoteScreenAt('/front-desk/', 'staff')).toEqual({ remote: 'admin', expose: 'front-desk-page' });
    for (const role of ['user', 'doctor', 'admin', null]) expect(remoteScreenAt('/front-desk', role)).toBeUndefined();
    for (const path of ['/admin-dashboard', '/dashboard', '/doctors', '/profile', '/doctor-dashboard', '/pets/p-1']) {
      expect(remoteScreenAt(path, 'staff')).toBeUndefined();
    }
    expect(remoteRoles('/front-desk')).toEqual(['staff']);
    expect(Object.keys(REMOTE_SCREENS).filter((pattern) => remoteRoles(pattern).includes('staff'))).toEqual(['/front-desk']);
  });

  it('lets exactly the roles with a screen through the route guard', () => {
    expect(remoteRoles('/profile')).toEqual(['user', 'doctor']);
    expect(remoteRoles('/doctor-dashboard')).toEqual(['doctor']);
    expect(remoteRoles('/pets/:petId')).toEqual(['user']);
    expect(Object.keys(REMOTE_SCREENS)).toHaveLength(13);
  });
});
