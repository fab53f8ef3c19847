import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role, TokenClaims } from '@vetnow/contracts/auth-claims';

export const IS_PUBLIC_KEY = 'vetnow:public';
export const ROLES_KEY = 'vetnow:roles';

/** The route (or every route of the controller) needs no token. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/** Only these roles may call the route (403 otherwise). Without it any signed-in account may. */
export const Roles = (...roles: [Role, ...Role[]]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/** The request's verified token claims (undefined on a @Public route called without a valid token). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): TokenClaims | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: TokenClaims }>().user;
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the kit's AuthGuard once the access token is verified. */
    user?: TokenClaims;
  }
}
