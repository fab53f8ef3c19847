import type { StaffMember } from '@vetnow/contracts/front-desk';
import { toE164 } from '@vetnow/domain/phone';
import { API } from '@vetnow/web-kit/api';
import { errorReply, handlerFor, server } from '@vetnow/web-kit/testing';

/** A front-desk account (issue 39): the demo desk, active. */
export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    _id: 's-1',
    fullName: 'Dilani Weerasinghe',
    email: 'desk@vetnow.lk',
    contactNumber: '+94771112223',
    isActive: true,
    createdAt: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * The admin's staff routes over `staff` (changed in place): GET /admin/staff (by name), POST /admin/staff (a taken
 * email is AUTH_EMAIL_TAKEN), PUT /admin/staff/:id/status. Returns the list.
 */
export function staffApi(staff: StaffMember[] = [staffMember()]): StaffMember[] {
  server.use(
    handlerFor(API.auth.listStaff, () => [...staff].sort((a, b) => a.fullName.localeCompare(b.fullName))),
    handlerFor(API.auth.createStaff, ({ body }) => {
      const request = body as { fullName: string; email: string; contactNumber: string; password: string };
      if (staff.some((m) => m.email === request.email)) return errorReply('AUTH_EMAIL_TAKEN');
      const created = staffMember({
        _id: `s-${staff.length + 1}`,
        fullName: request.fullName,
        email: request.email,
        contactNumber: toE164(request.contactNumber) ?? request.contactNumber,
        createdAt: new Date().toISOString(),
      });
      staff.push(created);
      return created;
    }),
    handlerFor(API.auth.setStaffStatus, ({ params, body }) => {
      const index = staff.findIndex((m) => m._id === params.id);
      if (index < 0) return errorReply('AUTH_ACCOUNT_NOT_FOUND');
      staff[index] = { ...staff[index]!, isActive: (body as { isActive: boolean }).isActive };
      return staff[index]!;
    }),
  );
  return staff;
}
