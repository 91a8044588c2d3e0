// Which proxy hops an API behind the gateway trusts for req.ip. The gateway (deploy/nginx.conf) is the only hop in
// front of command-api and read-api, and it sets X-Forwarded-For to the address it sees ($remote_addr), replacing
// whatever the client sent. Trusting exactly one hop makes req.ip that address; trusting every hop (`true`) would
// make it the left-most X-Forwarded-For entry, which the client writes, and rate limits keyed on req.ip could be
// dodged by sending a new address with each request.
import type { Express } from 'express';

/** `trust proxy` for a service behind the gateway: the socket peer (the gateway) only. */
export const GATEWAY_TRUST_PROXY = 1;

export const trustGateway = (app: Express): void => {
  app.set('trust proxy', GATEWAY_TRUST_PROXY);
};
