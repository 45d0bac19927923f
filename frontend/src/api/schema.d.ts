// Generated from openapi.yaml by scripts/api-types.mjs (npm run api-types). Do not edit.

export interface paths {
    "/api/protected/tenants/{tenantId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tenant's audit log
         * @description Newest first by default. Filters: action, actorId, at_gte and at_lte (ISO 8601). The log is append-only.
         *
         *     Sort fields: at, action, actorId, tenantId. Filter keys: id, action, actorId, at_gte, at_lte.
         *
         *     Not open to API keys (403).
         */
        get: operations["AuditController_listForTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the whole audit log
         * @description Every tenant and the system; filter tenantId narrows to one tenant.
         *
         *     Sort fields: at, action, actorId, tenantId. Filter keys: id, action, actorId, at_gte, at_lte, tenantId.
         *
         *     Not open to API keys (403).
         */
        get: operations["AuditController_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List outgoing e-mails (metadata only); filter on status, kind, or q in recipient and subject
         * @description Sort fields: id, recipient, subject, kind, status, attempts, lastError, createdAt, sentAt. Filter keys: id, q, status, kind.
         *
         *     Not open to API keys (403).
         */
        get: operations["AdminEmailsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/emails/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a failed e-mail again, due now
         * @description Not open to API keys (403).
         */
        post: operations["AdminEmailsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's webhook endpoints
         * @description Admins only. Secrets are never listed.
         *
         *     Sort fields: url, enabled, createdAt. Filter keys: id, q, enabled, event.
         *
         *     Not open to API keys (403).
         */
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the signing secret once. Each delivery POSTs `{type, timestamp, data}` (data: the portion or reservation as the API answers it) with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret). A non-2xx answer is retried after 1 min, 5 min, 30 min, 2 h and 12 h; an endpoint failing for 3 days is switched off with its reason. In production only https targets that resolve to public addresses are accepted.
         *
         *     Not open to API keys (403).
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one webhook endpoint
         * @description Not open to API keys (403).
         */
        get: operations["WebhooksController_get"];
        /**
         * Change a webhook endpoint's URL, events or enabled switch
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["WebhooksController_update"];
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its queued deliveries are dropped.
         *
         *     Not open to API keys (403).
         */
        delete: operations["WebhooksController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's last 50 deliveries, newest first
         * @description Not open to API keys (403).
         */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend one delivery
         * @description Queues a copy with the same webhook-id and body, signed anew.
         *
         *     Not open to API keys (403).
         */
        post: operations["WebhooksController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's locations
         * @description Sort fields: name, isActive, createdAt. Filter keys: id, q, isActive.
         *
         *     Not open to API keys (403).
         */
        get: operations["LocationsController_list"];
        put?: never;
        /**
         * Create a location
         * @description Plans cap active locations (Starter 1, Groep 3, Maatwerk unlimited); over the cap answers 409 naming the plan.
         *
         *     Not open to API keys (403).
         */
        post: operations["LocationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one location
         * @description Not open to API keys (403).
         */
        get: operations["LocationsController_get"];
        /**
         * Update a location
         * @description Reactivating a location over the plan's cap answers 409 naming the plan.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["LocationsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/plan-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's plan and how many of its active locations are in use
         * @description Not open to API keys (403).
         */
        get: operations["PlanUsageController_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants (superadmin)
         * @description Sort fields: name, slug, plan, isActive, createdAt. Filter keys: id, q, plan, isActive.
         *
         *     Not open to API keys (403).
         */
        get: operations["AdminTenantsController_list"];
        put?: never;
        /**
         * Create a tenant with its first admin (superadmin)
         * @description Tenant and admin are created in one transaction. A taken email answers 409. The admin gets an invitation mail to choose a password, unless `admin.password` is sent: then that password is temporary and must be replaced at first login.
         *
         *     Not open to API keys (403).
         */
        post: operations["AdminTenantsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one tenant (superadmin)
         * @description Not open to API keys (403).
         */
        get: operations["AdminTenantsController_get"];
        /**
         * Change a tenant's name, plan or active state (superadmin)
         * @description Downgrading a plan below the active locations in use answers 409 naming the plan.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["AdminTenantsController_update"];
        post?: never;
        /**
         * Erase a deactivated tenant with all its data
         * @description Confirmed by repeating the slug in the body. An active tenant answers 409. Audit entries (ids only) stay.
         *
         *     Not open to API keys (403).
         */
        delete: operations["DataRightsController_eraseTenantWithData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password
         * @description Answers `{token, user}`. A wrong email, wrong password, inactive user or inactive tenant all get the same 401.
         */
        post: operations["AuthController_logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a kitchen, staff or admin user
         * @description An admin registers into their own tenant, a superadmin into any tenant. No superadmin can be created. A taken email answers 409.
         *
         *     Not open to API keys (403).
         */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's own profile
         * @description Not open to API keys (403).
         */
        get: operations["ProfileController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/profile/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the language of your own screens, mails, pushes and exports
         * @description Also allowed while a temporary password awaits replacement. An unknown language answers 400 (`not_allowed`) naming `language`.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["ProfileController_language"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's users
         * @description Admins of the tenant and superadmins.
         *
         *     Sort fields: email, firstName, lastName, role, isActive, createdAt. Filter keys: id, q, role, isActive.
         *
         *     Not open to API keys (403).
         */
        get: operations["UsersController_list"];
        put?: never;
        /**
         * Register a user in this tenant
         * @description The same rules as POST /api/auth/register, with the tenant taken from the path. A taken email answers 409.
         *
         *     Not open to API keys (403).
         */
        post: operations["UsersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import up to 1,000 users from CSV; each added user is mailed an invitation
         * @description Not open to API keys (403).
         */
        post: operations["UsersController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one user of the tenant
         * @description Not open to API keys (403).
         */
        get: operations["UsersController_get"];
        /**
         * Update a user's name, role or active state
         * @description An admin cannot deactivate or demote themselves (403).
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["UsersController_update"];
        post?: never;
        /**
         * Erase a user of your tenant
         * @description Replaces the name and address, removes push devices, preferences and the mails sent to them; the user can never log in again. Reservations stay, anonymised, so statistics do not change. The last active admin and your own account answer 409.
         *
         *     Not open to API keys (403).
         */
        delete: operations["DataRightsController_erase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin signing in with the organisation's own account
         * @description The e-mail's domain leads to the tenant's OpenID Connect provider. Answers the provider's authorisation URL (code flow with PKCE, state and nonce), and sets the HttpOnly cookie `portiepunt_sso` that binds the sign-in to this browser: the callback and the exchange refuse a browser without it. The same 404 for an unknown domain, a disabled provider and an unknown address; one 409 `sso_provider_unreachable` text for any provider failure; a `returnTo` that is not a normalised path of the app (no dot segments, encoded `/` or `\`, control characters, API paths) answers 400. Throttled per client IP (30 in 10 minutes) and per tenant (600 a minute): 429 `too_many_sso_starts` with Retry-After.
         */
        post: operations["SsoController_begin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's redirect URI
         * @description Checks the sign-in (state, PKCE, issuer, audience, nonce, signature, Entra `tid`) and sends the browser to `/login/sso?code=…` with a one-time code, or to `/login/sso?fout=<reason>` (`sso_other_browser` when this browser did not begin the sign-in). A test sign-in of an admin lands on `/login/sso?test=1&code=…`, an admin whose account is to be linked on `/login/sso?bevestigen=1&code=…` (the exchange then needs their password). No token ever appears in a URL.
         */
        get: operations["SsoController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the one-time code of a finished sign-in for a token
         * @description Answers like `POST /api/auth/login`, once per code and within 60 seconds, in the browser that began the sign-in (its `portiepunt_sso` cookie); a used, expired or unknown code answers 400 `invalid_link`, another browser 400 `other_browser`. A code that links an admin account (`/login/sso?bevestigen=1&code=…`) needs the admin's `password` (400 `wrong_password` otherwise; the sign-in must then begin again).
         */
        post: operations["SsoController_redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's organisation sign-in (OpenID Connect)
         * @description The tenant's admins, and superadmins (who approve its domains). 404 until one is saved. The client secret is never answered. `domainStatus` tells for each domain whether it routes sign-ins (verified) or waits for its TXT record (pending).
         *
         *     Not open to API keys (403).
         */
        get: operations["SsoConfigurationController_get"];
        /**
         * Save the tenant's organisation sign-in
         * @description Creates or replaces it. The secret is encrypted with SSO_ENCRYPTION_KEY; leave it out to keep the stored one. Issuers must be https (outside production also http on localhost). A new domain starts pending: it routes sign-ins once verified (…/sso/domains/{domain}/verify, or a superadmin approves it). A public mail domain (public_mail_domain), the platform's own domain (platform_domain) and a subdomain of another organisation's verified domain (subdomain_of_claimed) answer 400; a domain another tenant verified answers 409. Turning passwordLoginDisabled on ends the sessions and event streams of the tenant's kitchen and staff users.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["SsoConfigurationController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/sso/domains/{domain}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a domain's TXT record
         * @description Looks up the TXT records of the domain (through the system resolver) for `portiepunt-verification=<token>` as `domainStatus` gives it. Found: the domain is verified and routes sign-ins from then on (in the audit log as sso.domain_verified). Not found: 409 domain_not_verified, with the TXT records that were found in `details`.
         *
         *     Not open to API keys (403).
         */
        post: operations["SsoConfigurationController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/sso/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin a test sign-in
         * @description A real sign-in at the provider that signs nobody in: it lands on /login/sso?test=1&code=…, whose code answers the claims that arrived (POST …/sso/test-result).
         *
         *     Not open to API keys (403).
         */
        post: operations["SsoConfigurationController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/sso/test-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The claims of a test sign-in
         * @description Once per code, within 60 seconds; a used, expired or unknown code answers 400.
         *
         *     Not open to API keys (403).
         */
        post: operations["SsoConfigurationController_testResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/tenants/{id}/sso/domains/{domain}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a tenant's domain for sign-in (superadmin)
         * @description Marks a domain the tenant claimed as verified without a TXT record, for example after a call with its IT department; in the audit log as sso.domain_approved. 404 when the tenant has no organisation sign-in or does not list the domain; 409 when another tenant verified it.
         *
         *     Not open to API keys (403).
         */
        post: operations["SsoDomainApprovalController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/scim-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's SCIM tokens
         * @description Admins only. Revoked tokens are not listed; tokens themselves never are.
         *
         *     Not open to API keys (403).
         */
        get: operations["ScimTokensController_list"];
        put?: never;
        /**
         * Create a SCIM token
         * @description The directory's bearer token for /scim/v2, answered once; only its hash is stored. It provisions this tenant only.
         *
         *     Not open to API keys (403).
         */
        post: operations["ScimTokensController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/scim-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a SCIM token
         * @description The directory's next call with it answers 401.
         *
         *     Not open to API keys (403).
         */
        delete: operations["ScimTokensController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link (valid 60 minutes) to an active user; the same answer for any address
         * @description Answers 202 with the same body whether or not the address belongs to an active user. The link works once; a newer link voids older ones. At most 5 requests per address and 20 per IP per hour (429 with Retry-After, also the same for unknown addresses).
         */
        post: operations["PasswordController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with the token of a reset or invitation link; the link works once
         * @description Reset links are valid for 60 minutes, invitation links for 72 hours. The password needs at least 8 characters and may not be one of the 10,000 most common passwords (400 naming `password`). A used, expired or unknown token answers 400 naming `token`.
         */
        post: operations["PasswordController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your own password (also a temporary one)
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["PasswordController_change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a fresh invitation link (valid 72 hours) to an active user who has not chosen a password yet
         * @description Not open to API keys (403).
         */
        post: operations["InvitationsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an active tenant user a password reset link (valid 60 minutes); the user chooses the password
         * @description Not open to API keys (403).
         */
        post: operations["AdminPasswordResetController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a demo (public form)
         * @description Rate limited per IP; a filled honeypot is accepted silently and stored nowhere.
         */
        post: operations["PublicLeadsController_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply as a partner (public form)
         * @description Rate limited per IP; a filled honeypot is accepted silently and stored nowhere.
         */
        post: operations["PublicLeadsController_partnerApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List demo requests (superadmin)
         * @description Sort fields: createdAt, organizationName, lastName, email, status, institutionType, numberOfLocations. Filter keys: id, q, status, spam.
         *
         *     Not open to API keys (403).
         */
        get: operations["AdminContactsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one demo request with its status history (superadmin)
         * @description Not open to API keys (403).
         */
        get: operations["AdminContactsController_get"];
        /**
         * Change a demo request's status (superadmin)
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["AdminContactsController_update"];
        post?: never;
        /**
         * Erase a demo request (superadmin)
         * @description Not open to API keys (403).
         */
        delete: operations["AdminContactsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/contacts/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a demo request into a tenant (superadmin)
         * @description Not open to API keys (403).
         */
        post: operations["AdminContactsController_convert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/partner-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List partner applications (superadmin)
         * @description Sort fields: createdAt, company, lastName, email, status. Filter keys: id, q, status, spam.
         *
         *     Not open to API keys (403).
         */
        get: operations["AdminPartnerApplicationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/partner-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one partner application with its status history (superadmin)
         * @description Not open to API keys (403).
         */
        get: operations["AdminPartnerApplicationsController_get"];
        /**
         * Change a partner application's status (superadmin)
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["AdminPartnerApplicationsController_update"];
        post?: never;
        /**
         * Erase a partner application (superadmin)
         * @description Not open to API keys (403).
         */
        delete: operations["AdminPartnerApplicationsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List partners (made by accepting partner applications)
         * @description Sort fields: createdAt, company, contactName, email, referralCode, commissionRate, isActive. Filter keys: id, q, isActive.
         *
         *     Not open to API keys (403).
         */
        get: operations["AdminPartnersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One partner
         * @description Not open to API keys (403).
         */
        get: operations["AdminPartnersController_get"];
        /**
         * Change a partner's commission rate or active state
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["AdminPartnersController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List commission ledger lines (filter month as YYYY-MM, partnerId)
         * @description Sort fields: createdAt, month, tenantName, amountCents. Filter keys: id, month, partnerId.
         *
         *     Not open to API keys (403).
         */
        get: operations["AdminCommissionsController_list"];
        put?: never;
        /**
         * Add a correction line (lines are never edited or deleted) to an ended month not yet paid to the partner
         * @description Not open to API keys (403).
         */
        post: operations["AdminCommissionsController_correct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/commissions/{month}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an ended month: its lines are written if needed and no more are added
         * @description Not open to API keys (403).
         */
        post: operations["AdminCommissionsController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/commissions/{month}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a partner's lines of a closed month as paid, with the date and a reference
         * @description Not open to API keys (403).
         */
        post: operations["AdminCommissionsController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/commissions/{month}/payouts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV export of a month's payouts: one row per partner with the sum of their lines
         * @description Not open to API keys (403).
         */
        get: operations["AdminCommissionsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/admin/tenants/{id}/attribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner a tenant is attributed to, with the history of changes
         * @description Not open to API keys (403).
         */
        get: operations["AdminAttributionController_get"];
        /**
         * Set or clear (null) the partner a tenant is attributed to; the change is recorded with who made it
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["AdminAttributionController_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in partner: company, referral code and link, commission rate
         * @description Not open to API keys (403).
         */
        get: operations["PartnerPortalController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/partner/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisations the partner referred: name, date, status (request, customer, ended) and plan
         * @description Not open to API keys (403).
         */
        get: operations["PartnerPortalController_referrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/partner/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner's commission per month (open, closed, paid) and the total paid to date
         * @description Not open to API keys (403).
         */
        get: operations["PartnerPortalController_commissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the tenant's settings
         * @description Not open to API keys (403).
         */
        get: operations["TenantSettingsController_get"];
        /**
         * Change the tenant's settings (absent keys stay, null clears)
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["TenantSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's portions
         * @description Sort fields: createdAt, availableUntil, title. Filter keys: id, q, status, locationId.
         *
         *     API keys with scope `portions:read` or `portions:write` may call this.
         */
        get: operations["PortionsController_list"];
        put?: never;
        /**
         * Offer a portion
         * @description Kitchen users of the tenant, or an API key with `portions:write`: the portion then names the key (`createdByApiKeyName`).
         *
         *     API keys with scope `portions:write` may call this.
         */
        post: operations["PortionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one portion
         * @description API keys with scope `portions:read` or `portions:write` may call this.
         */
        get: operations["PortionsController_get"];
        /**
         * Edit a portion
         * @description API keys with scope `portions:write` may call this.
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["PortionsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Withdraw a portion
         * @description Only an offered portion can be withdrawn; otherwise 409.
         *
         *     API keys with scope `portions:write` may call this.
         */
        patch: operations["PortionsController_withdraw"];
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions/{id}/temperature-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a temperature check, or correct an entry
         * @description A check during the offer. With temperatuurregistratie on, a hot portion's check below hotMinC (a chilled one's above chilledMaxC) withdraws it at once: endedReason temperature, its open reservations cancelled. With correctsId and a note: a correction of an earlier entry, which stays on record; allowed after the portion ended. A new check on an ended portion: 400 (field portionId, code portion_ended).
         *
         *     API keys with scope `portions:write` may call this.
         */
        post: operations["TemperatureChecksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/food-safety-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The food safety log of a location
         * @description Every portion offered at the location on the days from `from` to `to`, with each temperature (who measured it and when), the cooling, and when and why it ended. Corrections are entries of their own that name the entry they correct. `format=csv`: one line per entry, in the caller's language (UTF-8 with BOM; Dutch and French semicolon-separated), with spreadsheet formulas neutralised.
         *
         *     API keys with scope `portions:read` or `portions:write` may call this.
         */
        get: operations["FoodSafetyLogController_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's reservations
         * @description Sort fields: reservedAt, status. Filter keys: id, status.
         *
         *     Not open to API keys (403).
         */
        get: operations["ReservationsController_list"];
        put?: never;
        /**
         * Reserve portions
         * @description Never overbooks: reserving more than available answers 409 and changes nothing.
         *
         *     Not open to API keys (403).
         */
        post: operations["ReservationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one reservation
         * @description Not open to API keys (403).
         */
        get: operations["ReservationsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/reservations/{id}/payment/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Was it paid? (the return page)
         * @description Asks Mollie at once about an open payment and acts on its answer as the webhook would, so that the return page shows 'Betaald' or 'Niet betaald' before the webhook arrives. Mollie unreachable: the reservation as it is.
         *
         *     Not open to API keys (403).
         */
        post: operations["ReservationsController_refreshPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/reservations/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reservation as a calendar entry
         * @description An iCalendar file (made with `ics`) with the pick-up window (from reserving until the portion ends, UTC), the location and the pick-up code.
         *
         *     Not open to API keys (403).
         */
        get: operations["ReservationsController_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/reservations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a reservation's status
         * @description Not open to API keys (403).
         */
        patch: operations["ReservationsController_updateStatus"];
        trace?: never;
    };
    "/api/protected/reservations/{id}/notice/acknowledgement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge the change shown on a reservation
         * @description Only its holder; the notice keeps its content and gets acknowledgedAt. Again, or without a notice, changes nothing.
         *
         *     Not open to API keys (403).
         */
        post: operations["ReservationsController_acknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portion's reservations with who holds them, oldest first: the kitchen's hand-over list
         * @description Sort fields: reservedAt, status. Filter keys: id, status.
         *
         *     API keys with scope `reservations:read` may call this.
         */
        get: operations["PortionReservationsController_reservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/open-reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's open reservations of a location, oldest first (the counter tablet)
         * @description Reservations still reserved on portions on offer or ended less than 12 hours ago; at most 500.
         *
         *     Not open to API keys (403).
         */
        get: operations["CounterController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/handovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a portion over by its pick-up code
         * @description The code is matched case-insensitively. An unknown code answers 404 (`pickup_code_not_found`), a code of another location 404 (`pickup_code_other_location`), a reservation already handed over 409 (`already_handed_over`); none of them changes anything. Unknown codes count per kitchen user: after 20 within 10 minutes, 429 `too_many_pickup_code_attempts` with Retry-After (real codes never count).
         *
         *     Not open to API keys (403).
         */
        post: operations["CounterController_handOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions/{id}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the waiting list of a fully booked portion
         * @description When a unit comes free (a cancellation, or the kitchen raises the quantity), the first in line whom fair sharing allows gets a reservation of 1 at once. Joining again keeps the place. 409 when the portion still has units, has ended, or the caller holds a reservation on it.
         *
         *     Not open to API keys (403).
         */
        post: operations["WaitlistController_join"];
        /**
         * Leave the waiting list
         * @description Also when the caller was not on it.
         *
         *     Not open to API keys (403).
         */
        delete: operations["WaitlistController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/portions/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or replace the portion's photo: re-encoded to WebP (1200 and 400 px) without metadata
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["PortionPhotoController_put"];
        post?: never;
        /**
         * Remove the portion's photo
         * @description Not open to API keys (403).
         */
        delete: operations["PortionPhotoController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{tenantId}/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A portion's photo as WebP, for the holder of a signed link from the portion's photoUrl
         * @description The query (`expires`, `signature`, `size`) is signed by the server; a changed or expired link answers 403, a withdrawn photo 404.
         */
        get: operations["PhotosController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals of all portions offered (or of one location), with waste reduction and impact
         * @description API keys with scope `stats:read` may call this.
         */
        get: operations["StatsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/stats/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics per ISO week of the portions offered in it
         * @description API keys with scope `stats:read` may call this.
         */
        get: operations["StatsController_weekly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/stats/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics per day of the portions offered on it
         * @description API keys with scope `stats:read` may call this.
         */
        get: operations["StatsController_daily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/stats/food": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Portions offered in the last days by allergen and diet mark
         * @description For example the vegetarian share: `diet[code=vegetarian].sharePercent` of the offered quantity.
         *
         *     API keys with scope `stats:read` may call this.
         */
        get: operations["StatsController_food"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/stats/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics per location of the tenant
         * @description API keys with scope `stats:read` may call this.
         */
        get: operations["StatsController_locations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/waste-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation's waste records
         * @description Newest first. filter: locationId, stage, from and to (local days, YYYY-MM-DD, both included). `?format=csv` answers the same records as CSV (UTF-8 with BOM, in the reader's language, semicolons for nl and fr).
         *
         *     Sort fields: recordedAt, weightGrams, stage, createdAt. Filter keys: id, locationId, stage, from, to.
         *
         *     API keys with scope `waste:read` or `waste:write` may call this.
         */
        get: operations["WasteRecordsController_list"];
        put?: never;
        /**
         * Record food thrown away
         * @description Weight in whole grams (1 to 1,000,000), the stage, an active reason and the destination; recordedAt defaults to now. A location or portion of another organisation answers 400 unknown_reference.
         *
         *     API keys with scope `waste:write` may call this.
         */
        post: operations["WasteRecordsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/waste-records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one waste record
         * @description API keys with scope `waste:read` or `waste:write` may call this.
         */
        get: operations["WasteRecordsController_get"];
        /**
         * Change a waste record
         * @description The kitchen changes its own records for 24 hours after making them, the admin any (else 403 waste_record_not_editable).
         *
         *     API keys with scope `waste:write` may call this.
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["WasteRecordsController_update"];
        post?: never;
        /**
         * Delete a waste record (undo)
         * @description The same rule as a change; answers the deleted record.
         *
         *     API keys with scope `waste:write` may call this.
         */
        delete: operations["WasteRecordsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/waste-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation's waste reasons
         * @description The defaults first, then its own; archived ones too.
         *
         *     API keys with scope `waste:read` or `waste:write` may call this.
         */
        get: operations["WasteReasonsController_list"];
        put?: never;
        /**
         * Add a reason of its own
         * @description At most 20 active (else 409 waste_reason_cap_reached); a code in use answers 400 duplicate.
         *
         *     Not open to API keys (403).
         */
        post: operations["WasteReasonsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/waste-reasons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Archive a reason, or bring it back
         * @description A reason is never deleted: its records keep it.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["WasteReasonsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/meals-served/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the meals a location served on a day
         * @description Replaces the number for that day; 0 to 100,000, not in the future.
         *
         *     API keys with scope `waste:write` may call this.
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["MealsServedController_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/meals-served": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meals served per day in a period
         * @description Days without a number are left out.
         *
         *     API keys with scope `waste:read` or `waste:write` may call this.
         */
        get: operations["MealsServedController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/waste-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What was wasted and rescued in a period, against the baseline
         * @description Read from daily totals kept up to date as records change. For the annual report ask for a calendar year (from=2026-01-01&to=2026-12-31); `?format=csv` answers it as CSV in the reader's language: totals, tonnes per stage and per location, meals, kg per meal, rescued weight, the baseline and the method.
         *
         *     API keys with scope `waste:read` or `waste:write` may call this.
         */
        get: operations["WasteReportController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live updates of portions and reservations
         * @description Server-Sent Events for the caller's tenant, read with `fetch` and the bearer header (EventSource cannot send one).
         *
         *     The stream opens with the comment `: connected` and a frame with only `id: <n>`, the tenant's current event number, and
         *     sends `: heartbeat` every 25 s. Each event is `event: <type>`, `id: <n>` and `data: <JSON>`, numbered 1, 2, 3... per tenant
         *     across all instances. An event the caller may not see arrives as its `id:` alone, so that a gap in the numbers always
         *     means a missed event: then fetch the lists once. After a reconnect (send `Last-Event-ID`), a first number above the
         *     last one seen means the same. Events are not replayed. The data is the new state in the shape the lists answer:
         *     - `portion.created`, `portion.updated`: the portion as `GET …/portions` lists it. Sent on creation, edit, photo change,
         *       withdrawal and expiry; to every user of the tenant.
         *     - `reservation.updated`: `{id, portionId, mine?, handover?, counter?, portion}`, one event per reservation change
         *       (placed, picked up, cancelled, promoted from the waiting list). `portion` is its portion's new state as
         *       `GET …/portions` lists it, for every user of the tenant. `mine` as `GET /reservations` lists it, for its owner only;
         *       `handover` as `GET …/portions/{id}/reservations` and `counter` (with `locationId`) as
         *       `GET …/locations/{id}/open-reservations` list it, for kitchen and admin only (they carry the name and pick-up code).
         *       Other staff get `{portionId, portion}`: never whose reservation it was.
         *     - `resync` (`{}`): an event whose state could not be sent; fetch the lists once.
         *
         *     Never an event of another tenant.
         *
         *     The stream ends within 1 s when its token expires, or when the user or the tenant is deactivated or deleted, or
         *     the user's role or password changes (on whichever instance): reconnecting then answers 401.
         *
         *     One user may hold 10 streams on one instance; another answers 429 `too_many_streams` with Retry-After.
         *
         *     Not open to API keys (403).
         */
        get: operations["EventsController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/profile/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notification choices (defaults: off, all locations, no push, reminders on)
         * @description Not open to API keys (403).
         */
        get: operations["NotificationPreferencesController_get"];
        /**
         * Replaces the caller's notification choices; answers them as stored
         * @description Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["NotificationPreferencesController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, which a browser needs to subscribe to web push */
        get: operations["PushController_publicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores one of the caller's devices for web push (201; 200 when it was stored already)
         * @description Not open to API keys (403).
         */
        post: operations["PushController_subscribe"];
        /**
         * Removes one of the caller's devices from web push (also when it was not stored)
         * @description Not open to API keys (403).
         */
        delete: operations["PushController_unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page behind a mail's unsubscribe link: asks to confirm (a GET never unsubscribes, RFC 8058) */
        get: operations["UnsubscribeController_ask"];
        put?: never;
        /** One-click unsubscribe (RFC 8058), without login: switches the kind of mail the link came from off */
        post: operations["UnsubscribeController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/stats/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * "Meldingen verstuurd deze week": notification mails plus pushes delivered this week
         * @description Not open to API keys (403).
         */
        get: operations["NotificationStatsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's API keys
         * @description Admins only. Revoked keys are not listed; secrets never are.
         *
         *     Sort fields: name, createdAt, lastUsedAt. Filter keys: id, q, scope.
         *
         *     Not open to API keys (403).
         */
        get: operations["ApiKeysController_list"];
        put?: never;
        /**
         * Create an API key
         * @description Answers the secret once; only its hash is stored. Calls with the key act within its tenant and scopes (anything else answers 403) and are throttled per key (429 with Retry-After).
         *
         *     Not open to API keys (403).
         */
        post: operations["ApiKeysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one API key
         * @description Not open to API keys (403).
         */
        get: operations["ApiKeysController_get"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The next call with the key answers 401, on every instance.
         *
         *     Not open to API keys (403).
         */
        delete: operations["ApiKeysController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/settlements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly settlement as CSV: per person the portions picked up that month and their total at the reserved prices
         * @description Not open to API keys (403).
         */
        get: operations["SettlementsController_settlement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process runs and answers
         * @description Always 200 while the process can answer at all.
         */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: whether this instance should get traffic, and the state of outgoing e-mail
         * @description 200 while the database answers, every migration has run and the instance is not draining; 503 with the reason otherwise (from SIGTERM on: draining). The mail queue is reported without changing the status (also as metrics).
         */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up or down, for anyone
         * @description Answers 200 `up` while the app and its database answer, 503 `down` when the database does not. Nothing more.
         */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a tenant's data as a ZIP
         * @description users, locations, portions, food-safety-log (every temperature on record), reservations, notification-preferences, api-keys (metadata only) and audit-log, each as .json and .csv, plus README.txt explaining the fields in Dutch. Streamed from one consistent snapshot. Never holds password hashes or secrets. The superadmin may export any tenant, also a deactivated one.
         *
         *     Not open to API keys (403).
         */
        get: operations["DataRightsController_tenantExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download your own data as JSON
         * @description GDPR Art. 15 and 20: profile, reservations, notification choices and push devices.
         *
         *     Not open to API keys (403).
         */
        get: operations["DataRightsController_personalExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/displays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a location's display links
         * @description Admins only. Revoked links are not listed; tokens never are.
         *
         *     Sort fields: createdAt. Filter keys: id.
         *
         *     Not open to API keys (403).
         */
        get: operations["DisplayLinksController_list"];
        put?: never;
        /**
         * Create a display link
         * @description Answers the link for the location's screen once (`url`, holding a long random token); only a hash of the token is stored. The page needs no login and shows the portions that can be reserved there, live, without names or other personal data. The body may name the screen (`{name}`); an empty body makes a link without a name.
         *
         *     Not open to API keys (403).
         */
        post: operations["DisplayLinksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/locations/{id}/displays/{displayId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a display link
         * @description Only the name changes; the link and its open screens stay as they are.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["DisplayLinksController_rename"];
        post?: never;
        /**
         * Revoke a display link
         * @description Its page and data answer 404 from now on; its open event streams end at once on this instance and within 2 s on the others.
         *
         *     Not open to API keys (403).
         */
        delete: operations["DisplayLinksController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/{token}/portions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A display link's location and the portions that can be reserved there now
         * @description A malformed, unknown or revoked token (or one of a deactivated location or tenant) answers 404 `display_link_unknown`. Lookups count per IP address: after 30 that find no live link within 10 minutes, 429 `too_many_display_lookups` with Retry-After.
         */
        get: operations["DisplayController_portions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/{token}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live updates of a display link's location
         * @description Server-Sent Events for the link's location, read with EventSource or fetch; no login.
         *
         *     The stream opens with the comment `: connected` and sends `: heartbeat` every 25 s. It carries the location's
         *     `portion.created` and `portion.updated` events, each with the portion as `GET /api/display/{token}/portions` lists it
         *     plus its `status` (no personal data; a portion that is not `available`, is sold out or has ended leaves the list), and
         *     `event: reconnect` when the instance shuts down. Events carry no number and are not replayed: after a reconnect, GET the
         *     portions again.
         *
         *     When the link is revoked the stream ends, at once on the instance that revoked it and within 2 s on the others;
         *     reconnecting then answers 404.
         *
         *     A malformed, unknown or revoked token (or one of a deactivated location or tenant) answers 404 `display_link_unknown`. Lookups count per IP address: after 30 that find no live link within 10 minutes, 429 `too_many_display_lookups` with Retry-After.
         */
        get: operations["DisplayController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/payments/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's online payments
         * @description Admins only; newest first unless sorted. Filters: status, method, userId, from/to (created at, ISO dates).
         *
         *     Sort fields: createdAt, amountCents, status. Filter keys: id, status, method, userId, from, to.
         *
         *     Not open to API keys (403).
         */
        get: operations["PaymentsListController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How staff pay
         * @description Admins only. Never answers the Mollie key, only whether one is set.
         *
         *     Not open to API keys (403).
         */
        get: operations["PaymentSettingsController_get"];
        /**
         * Choose how staff pay
         * @description A new key is tried at Mollie first (a key Mollie refuses answers 400 with its reason) and stored encrypted (AES-256-GCM, SSO_ENCRYPTION_KEY). Chosen methods must be enabled in the account. Absent fields keep their values. 503 when Mollie cannot be reached.
         *
         *     Not open to API keys (403).
         *
         *     Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, a changed one answers 400 naming it, and unknown fields answer 400.
         */
        put: operations["PaymentSettingsController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protected/tenants/{tenantId}/payments/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the Mollie connection
         * @description Lists the methods that the stored key's account has enabled.
         *
         *     Not open to API keys (403).
         */
        post: operations["PaymentSettingsController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/mollie/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mollie's webhook
         * @description Form-encoded `id=tr_…`, as Mollie sends it. Never trusted: the payment is read from Mollie with its organisation's key and only that status is acted on; repeated, late and unknown ids change nothing and answer 200 (unknown ones are logged). 503 when Mollie cannot be reached, so that Mollie retries; per IP, more than 60 unknown ids in 10 minutes answer 429.
         */
        post: operations["MollieWebhookController_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuditEntryResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            /**
             * @example auth.login_failed
             * @enum {string}
             */
            action: "auth.login_succeeded" | "auth.login_failed" | "auth.password_changed" | "auth.password_reset" | "auth.sso_login_succeeded" | "auth.sso_login_refused" | "auth.sso_linked" | "sso.configured" | "sso.domain_verified" | "sso.domain_approved" | "payments.configured" | "scim_token.created" | "scim_token.revoked" | "scim.group_changed" | "user.invited" | "user.created" | "user.changed" | "user.role_changed" | "user.deactivated" | "user.erased" | "user.exported" | "location.created" | "location.changed" | "portion.withdrawn" | "waste.recorded" | "waste.changed" | "waste.deleted" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "display_link.created" | "display_link.revoked" | "display_link.renamed" | "tenant.created" | "tenant.changed" | "tenant.exported" | "tenant.erased" | "lead.status_changed" | "lead.converted" | "lead.erased" | "retention.leads_erased" | "retention.spam_erased" | "retention.emails_erased" | "retention.audit_erased";
            /**
             * Format: uuid
             * @description null for the system or an anonymous caller
             */
            actorId: string | null;
            /**
             * @description The actor's address as it is now, looked up when read: an erased user shows the erased placeholder
             * @example beheer@delinde.nl
             */
            actorEmail: string | null;
            /**
             * @description A machine actor that is no person: "SCIM" for the directory's provisioning
             * @example null
             */
            actorName: string | null;
            /** Format: uuid */
            tenantId: string | null;
            /** @enum {string|null} */
            targetType: "user" | "location" | "portion" | "tenant" | "api_key" | "scim_token" | "scim_group" | "webhook" | "display_link" | "waste_record" | "contact_request" | "partner_application" | null;
            /** Format: uuid */
            targetId: string | null;
            /**
             * @description What the target is called now, looked up when read (a user's name, a portion's title, a location's name); null when it is gone
             * @example Sanne de Vries
             */
            targetName: string | null;
            /** @example 192.0.2.10 */
            ip: string | null;
        };
        /**
         * @description Why the field was refused. `params` carries the numbers and names a text needs: `too_long` {max}, `too_short` {min}, `too_small` {min}, `too_large` {max}, `too_few` {min}, `too_many` {max} items, `wrong_type` {type}, `not_allowed` {allowed}, `too_far_ahead` {days}, `below_taken` {taken}, `too_deep` {max}, `too_many_rows` {max}, `missing_columns` {columns}; `invalid` may carry {min, max} of a range.
         * @enum {string}
         */
        FieldErrorCode: "required" | "unknown_field" | "read_only" | "wrong_type" | "too_short" | "too_long" | "too_small" | "too_large" | "too_few" | "too_many" | "not_allowed" | "duplicate" | "invalid_email" | "invalid_uuid" | "invalid_date" | "invalid_url" | "invalid_format" | "invalid_json" | "must_be_true" | "not_in_future" | "too_far_ahead" | "below_taken" | "unknown_reference" | "mismatch" | "too_common" | "same_as_current" | "wrong_password" | "invalid_link" | "other_browser" | "unsafe_target" | "control_characters" | "repeated" | "weak_password" | "public_mail_domain" | "platform_domain" | "subdomain_of_claimed" | "unsafe_text" | "not_own_path" | "too_deep" | "unsupported_file" | "missing_columns" | "empty_file" | "too_many_rows" | "food_code_unknown" | "food_code_repeated" | "allergen_in_both_lists" | "allergens_not_declared" | "diet_vegan_not_vegetarian" | "ingredients_too_long" | "prepared_at_in_future" | "prepared_at_too_long_ago" | "reheat_needs_chilled" | "prepared_to_end_too_long" | "archived" | "in_future" | "too_far_back" | "not_in_past" | "period_too_short" | "temperature_out_of_range" | "before_prepared" | "out_of_order" | "temperature_required" | "temperature_below_minimum" | "temperature_above_maximum" | "cooling_too_long" | "holding_time_passed" | "already_corrected" | "portion_ended" | "invalid";
        FieldErrorDto: {
            /**
             * @description Path of the field, such as `title`, `admin.email` or `plan[0]`
             * @example title
             */
            field: string;
            /**
             * @description Why the field was refused. `params` carries the numbers and names a text needs: `too_long` {max}, `too_short` {min}, `too_small` {min}, `too_large` {max}, `too_few` {min}, `too_many` {max} items, `wrong_type` {type}, `not_allowed` {allowed}, `too_far_ahead` {days}, `below_taken` {taken}, `too_deep` {max}, `too_many_rows` {max}, `missing_columns` {columns}; `invalid` may carry {min, max} of a range.
             * @example too_long
             */
            code: components["schemas"]["FieldErrorCode"];
            /** @example title must be shorter than or equal to 120 characters */
            message: string;
            /**
             * @description The values the code refers to
             * @example {
             *       "max": 120
             *     }
             */
            params?: {
                [key: string]: string | number | string[];
            };
        };
        /**
         * @description Machine-readable reason of a business rule (invalid_input on a 400 from a rule of the domain)
         * @enum {string}
         */
        ErrorCode: "invalid_input" | "invalid_credentials" | "password_change_required" | "password_already_chosen" | "not_a_superadmin" | "email_taken" | "user_not_found" | "user_erased" | "own_access_change" | "own_erasure" | "last_admin" | "registration_not_allowed" | "no_tenant" | "too_many_login_attempts" | "too_many_password_resets" | "too_many_streams" | "tenant_not_found" | "tenant_active" | "slug_taken" | "location_not_found" | "location_cap_reached" | "portion_not_found" | "portion_sold_out" | "portion_not_enough_left" | "portion_expired" | "portion_finished" | "portion_not_editable" | "photo_not_found" | "photo_link_invalid" | "reservation_not_found" | "reservation_transition_not_allowed" | "reservation_window_closed" | "not_reservation_owner" | "already_reserved" | "open_reservation_cap_reached" | "reservation_cap_reached" | "pickup_confirmed_at_counter" | "pickup_code_not_found" | "already_handed_over" | "pickup_code_other_location" | "waitlist_portion_available" | "waitlist_portion_ended" | "email_not_found" | "email_not_failed" | "contact_request_not_found" | "partner_application_not_found" | "status_transition_not_allowed" | "already_converted" | "too_many_submissions" | "api_key_not_found" | "api_key_invalid" | "api_key_rate_limited" | "partner_not_found" | "partner_email_taken" | "not_a_partner" | "month_not_closed" | "month_not_ended" | "already_paid" | "webhook_not_found" | "webhook_delivery_not_found" | "sso_required" | "sso_not_configured" | "sso_configuration_not_found" | "sso_provider_unreachable" | "sso_domain_taken" | "sso_domain_not_found" | "domain_not_verified" | "scim_token_not_found" | "display_link_not_found" | "display_link_unknown" | "too_many_display_lookups" | "too_many_sso_starts" | "too_many_pickup_code_attempts" | "payment_provider_unavailable" | "payment_refused" | "too_many_webhooks" | "waste_record_not_found" | "waste_reason_not_found" | "waste_record_not_editable" | "waste_reason_cap_reached";
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /** @example Validation failed */
            message: string;
            /** @description One entry per refused field (a field may have several), for 400 responses */
            errors?: components["schemas"]["FieldErrorDto"][];
            /**
             * @description Machine-readable reason of a business rule (invalid_input on a 400 from a rule of the domain)
             * @example password_change_required
             */
            code?: components["schemas"]["ErrorCode"];
            /**
             * @description Values the refusal names, for the client to show: for domain_not_verified the TXT records that were found
             * @example [
             *       "v=spf1 include:spf.protection.outlook.com -all"
             *     ]
             */
            details?: string[];
        };
        OutboundEmailDto: {
            /** Format: uuid */
            id: string;
            /** @example nina@delinde.nl */
            recipient: string;
            /** @example Je account bij Portiepunt staat klaar */
            subject: string;
            /**
             * @description invitation, password-reset, demo-request-confirmation, partner-application-confirmation, lead-alert, ...
             * @example invitation
             */
            kind: string;
            /**
             * @description held: not sent because no SMTP is configured
             * @enum {string}
             */
            status: "queued" | "sent" | "failed" | "held";
            /** @example 1 */
            attempts: number;
            /**
             * @description Error of the last failed attempt
             * @example 421 4.7.0 Try again later
             */
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        WebhookResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example https://intranet.delinde.nl/hooks/portiepunt */
            url: string;
            /**
             * @example [
             *       "portion.created",
             *       "reservation.created"
             *     ]
             */
            events: ("portion.created" | "portion.updated" | "reservation.created" | "reservation.updated" | "waste.recorded" | "waste.changed" | "waste.deleted")[];
            enabled: boolean;
            /**
             * @description Why the system switched the endpoint off (after 3 days of failed deliveries)
             * @example null
             */
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateWebhookDto: {
            /**
             * @description https; http only outside production
             * @example https://intranet.delinde.nl/hooks/portiepunt
             */
            url: string;
            /**
             * @example [
             *       "portion.created",
             *       "reservation.created"
             *     ]
             */
            events: ("portion.created" | "portion.updated" | "reservation.created" | "reservation.updated" | "waste.recorded" | "waste.changed" | "waste.deleted")[];
            /** @default true */
            enabled: boolean;
        };
        CreatedWebhookResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example https://intranet.delinde.nl/hooks/portiepunt */
            url: string;
            /**
             * @example [
             *       "portion.created",
             *       "reservation.created"
             *     ]
             */
            events: ("portion.created" | "portion.updated" | "reservation.created" | "reservation.updated" | "waste.recorded" | "waste.changed" | "waste.deleted")[];
            enabled: boolean;
            /**
             * @description Why the system switched the endpoint off (after 3 days of failed deliveries)
             * @example null
             */
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The signing secret, shown only in this answer (Standard Webhooks: `whsec_` and base64)
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        UpdateWebhookDto: {
            /** @example https://intranet.delinde.nl/hooks/portiepunt */
            url?: string;
            /**
             * @example [
             *       "portion.created"
             *     ]
             */
            events?: ("portion.created" | "portion.updated" | "reservation.created" | "reservation.updated" | "waste.recorded" | "waste.changed" | "waste.deleted")[];
            /** @description Switching it on again clears the reason it was switched off */
            enabled?: boolean;
        };
        WebhookDeliveryResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The webhook-id header; a resent copy keeps it
             * @example msg_2b9c0e4f8a7d4c1e9f3a6b5d8c7e1f20
             */
            messageId: string;
            /** @enum {string} */
            eventType: "portion.created" | "portion.updated" | "reservation.created" | "reservation.updated" | "waste.recorded" | "waste.changed" | "waste.deleted";
            /**
             * @description queued: waiting or retrying; failed: retries used up; held: the endpoint was off
             * @enum {string}
             */
            status: "queued" | "sent" | "failed" | "held";
            /** @example 1 */
            attempts: number;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** @example HTTP 500 */
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        LocationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /** @example Hoofdgebouw */
            name: string;
            /** @example Lindelaan 12, Utrecht */
            address: string | null;
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CreateLocationDto: {
            /** @example Paviljoen West */
            name: string;
            /** @example Lindelaan 12, Utrecht */
            address?: string | null;
            /**
             * Format: uuid
             * @description Sent by the spec client; must equal the path tenant when present
             */
            tenantId?: string;
        };
        UpdateLocationDto: {
            /** @example Paviljoen Oost */
            name?: string;
            /** @example Lindelaan 14, Utrecht */
            address?: string | null;
            isActive?: boolean;
        };
        PlanUsageResponseDto: {
            /** @enum {string} */
            plan: "starter" | "group" | "custom";
            /**
             * @description Active locations, which the plan caps
             * @example 2
             */
            activeLocations: number;
            /**
             * @description The cap of the plan; null when unlimited
             * @example 3
             */
            maxActiveLocations: number | null;
        };
        TenantResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Zorggroep De Linde */
            name: string;
            /** @example de-linde */
            slug: string;
            /** @enum {string} */
            plan: "starter" | "group" | "custom";
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The partner this customer is attributed to
             */
            partnerId: string | null;
            /**
             * @description Monthly price in euro cents excl. VAT of a custom (Maatwerk) plan; Starter is 4900 and Groep 8900
             * @example 12900
             */
            monthlyPriceCents: number | null;
        };
        FirstAdminDto: {
            /** @example beheer@nieuwezorg.nl */
            email: string;
            /** @example Bram */
            firstName: string;
            /** @example Beheer */
            lastName: string;
            /**
             * @description Only when the superadmin hands over a temporary password (replaced at first login). Without it the admin gets an invitation mail (link valid 72 hours) to choose their own, as every new user does.
             * @example Lang-en-uniek-42
             */
            password?: string;
        };
        CreateTenantDto: {
            /**
             * @description 2 to 60 lowercase letters, digits and single hyphens
             * @example nieuwe-zorg
             */
            slug: string;
            /** @enum {string} */
            plan: "starter" | "group" | "custom";
            admin: components["schemas"]["FirstAdminDto"];
            /** @example Zorggroep Nieuw */
            name: string;
        };
        UpdateTenantDto: {
            /** @example Zorggroep De Linde */
            name?: string;
            /** @enum {string} */
            plan?: "starter" | "group" | "custom";
            /** @description Users of an inactive tenant cannot log in */
            isActive?: boolean;
            /**
             * @description Monthly price in euro cents excl. VAT of a custom (Maatwerk) plan; null clears it
             * @example 12900
             */
            monthlyPriceCents?: number | null;
        };
        LoginDto: {
            /** @example beheer@delinde.nl */
            email: string;
            /** @example Groene-Soeplepel-73 */
            password: string;
        };
        UserResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example zorg@delinde.nl */
            email: string;
            /** @example Sanne */
            firstName: string;
            /** @example de Vries */
            lastName: string;
            /** @enum {string} */
            role: "kitchen" | "staff" | "admin" | "superadmin" | "partner";
            /**
             * @description The language of the user's screens, mails, pushes and exports
             * @example nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /**
             * Format: uuid
             * @description null for a superadmin
             */
            tenantId: string | null;
            isActive: boolean;
            /** @description true while the user has a temporary password chosen by someone else; only the profile and the password change answer until they replace it */
            mustChangePassword: boolean;
            /** @description true while an invited user has not yet chosen a password through their invitation link */
            invitationPending: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        LoginResponseDto: {
            /**
             * @description JWT (HS256) to send as "Authorization: Bearer <token>"
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZDk1YmM3OCJ9.c2lnbmF0dXJl
             */
            token: string;
            user: components["schemas"]["UserResponseDto"];
            /** @description True on the user's first login ever: the dashboard greets a newcomer differently */
            firstLogin: boolean;
        };
        RegisterUserDto: {
            /** @example nieuw@delinde.nl */
            email: string;
            /** @example Nina */
            firstName: string;
            /** @example Jansen */
            lastName: string;
            /**
             * @description superadmin cannot be created through the API
             * @enum {string}
             */
            role: "kitchen" | "staff" | "admin";
            /**
             * @description A temporary password, which the user must change at first login. Leave it out to mail the user an invitation (valid 72 hours) to choose their own.
             * @example Tijdelijk123!
             */
            password?: string;
            /** Format: uuid */
            tenantId: string;
        };
        ProfileResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example zorg@delinde.nl */
            email: string;
            /** @example Sanne */
            firstName: string;
            /** @example de Vries */
            lastName: string;
            /** @enum {string} */
            role: "kitchen" | "staff" | "admin" | "superadmin" | "partner";
            /**
             * @description The language of the user's screens, mails, pushes and exports
             * @example nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /**
             * Format: uuid
             * @description null for a superadmin
             */
            tenantId: string | null;
            isActive: boolean;
            /** @description true while the user has a temporary password chosen by someone else; only the profile and the password change answer until they replace it */
            mustChangePassword: boolean;
            /** @description true while an invited user has not yet chosen a password through their invitation link */
            invitationPending: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description null for a superadmin
             * @example Zorggroep De Linde
             */
            tenantName: string | null;
        };
        ChangeLanguageDto: {
            /**
             * @example fr
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
        };
        ImportedUserDto: {
            /**
             * @description Line in the file; the header is line 1
             * @example 2
             */
            row: number;
            /** Format: uuid */
            id: string;
            /** @example sanne@zorg.nl */
            email: string;
        };
        SkippedUserDto: {
            /**
             * @description Line in the file; the header is line 1
             * @example 3
             */
            row: number;
            /**
             * @description As written in the file (normalised when valid)
             * @example geen-email
             */
            email: string;
            /**
             * @example invalid_email
             * @enum {string}
             */
            reason: "invalid_email" | "missing_first_name" | "missing_last_name" | "name_too_long" | "invalid_role" | "wrong_column_count" | "duplicate_in_file" | "email_taken";
            /**
             * @description The reason in Dutch, as the admin screen shows it
             * @example Geen geldig e-mailadres
             */
            message: string;
        };
        UserImportReportDto: {
            /** @description Each was mailed an invitation to choose a password */
            added: components["schemas"]["ImportedUserDto"][];
            skipped: components["schemas"]["SkippedUserDto"][];
        };
        CreateUserDto: {
            /** @example nieuw@delinde.nl */
            email: string;
            /** @example Nina */
            firstName: string;
            /** @example Jansen */
            lastName: string;
            /**
             * @description superadmin cannot be created through the API
             * @enum {string}
             */
            role: "kitchen" | "staff" | "admin";
            /**
             * @description A temporary password, which the user must change at first login. Leave it out to mail the user an invitation (valid 72 hours) to choose their own.
             * @example Tijdelijk123!
             */
            password?: string;
        };
        UpdateUserDto: {
            /** @example Sanne */
            firstName?: string;
            /** @example de Vries */
            lastName?: string;
            /** @enum {string} */
            role?: "kitchen" | "staff" | "admin";
            isActive?: boolean;
        };
        StartSsoDto: {
            /**
             * @description The user's e-mail: its domain leads to the organisation's provider
             * @example sanne@zorggroep-delinde.nl
             */
            email: string;
            /**
             * @description A path of this site to land on after signing in; anything else answers 400
             * @example /dashboard
             */
            returnTo: string;
        };
        SsoRedirectDto: {
            /**
             * @description The provider's authorisation URL
             * @example https://login.microsoftonline.com/…/oauth2/v2.0/authorize?client_id=…&code_challenge=…
             */
            redirectUrl: string;
        };
        ExchangeSsoCodeDto: {
            /**
             * @description The one-time code from /login/sso?code=…
             * @example q3J0c2Zk…
             */
            code: string;
            /**
             * @description Only for a code that links an admin's account: the admin's current password
             * @example mijn-huidige-wachtwoord
             */
            password?: string;
        };
        SsoLoginResponseDto: {
            /** @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZDk1YmM3OCJ9.c2lnbmF0dXJl */
            token: string;
            user: components["schemas"]["UserResponseDto"];
            /**
             * @description The page the sign-in was started for
             * @example /dashboard
             */
            returnTo: string;
        };
        SsoDomainStatusDto: {
            /** @example zorggroep-delinde.nl */
            domain: string;
            /**
             * @description Only a verified domain routes sign-ins
             * @enum {string}
             */
            status: "pending" | "verified";
            /**
             * @description The TXT record to add at the domain (its apex) to verify it
             * @example portiepunt-verification=3f9c2a7e51b04d86a1e0c4b7d29f68e3
             */
            txtRecord: string;
        };
        RoleRuleDto: {
            /**
             * @description Name of a claim in the ID token or userinfo
             * @example groups
             */
            claim: string;
            /**
             * @description A value of that claim (a string, or one of its list items)
             * @example 6f1c9a52-1f0b-4d7e-9b1e-2f9a7c0d5e11
             */
            value: string;
            /**
             * @example kitchen
             * @enum {string}
             */
            role: "kitchen" | "staff" | "admin";
        };
        SsoConfigurationResponseDto: {
            /** @example https://login.microsoftonline.com/0c7a3b2e-5d1f-4b7a-9c3e-1a2b3c4d5e6f/v2.0 */
            issuer: string;
            /** @example 8a1d5c0e-2f3b-4c5d-9e8f-7a6b5c4d3e2f */
            clientId: string;
            /**
             * @description The secret itself is never answered
             * @example true
             */
            clientSecretSet: boolean;
            /**
             * @example [
             *       "zorggroep-delinde.nl"
             *     ]
             */
            domains: string[];
            /** @description Each domain of `domains`, pending or verified, with its TXT record */
            domainStatus: components["schemas"]["SsoDomainStatusDto"][];
            roleRules: components["schemas"]["RoleRuleDto"][];
            /** @example null */
            entraTenantId: string | null;
            passwordLoginDisabled: boolean;
            enabled: boolean;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The redirect URI to register at the provider
             * @example https://portiepunt.example.nl/api/auth/sso/callback
             */
            redirectUri: string;
        };
        SaveSsoConfigurationDto: {
            /** @example https://login.microsoftonline.com/0c7a3b2e-5d1f-4b7a-9c3e-1a2b3c4d5e6f/v2.0 */
            issuer: string;
            /** @example 8a1d5c0e-2f3b-4c5d-9e8f-7a6b5c4d3e2f */
            clientId: string;
            /**
             * @description Write-only; leave out to keep the stored one
             * @example geheim-van-de-organisatie
             */
            clientSecret?: string;
            /**
             * @example [
             *       "zorggroep-delinde.nl"
             *     ]
             */
            domains: string[];
            /** @description Without a matching rule a user is staff; the highest matching role wins */
            roleRules: components["schemas"]["RoleRuleDto"][];
            /**
             * @description For a multi-tenant Entra registration (issuer with common, organizations or {tenantid}): the directory id the `tid` claim must carry
             * @example null
             */
            entraTenantId?: string | null;
            /** @description "Alleen inloggen via de organisatie": staff and kitchen users may not use a password (admins may) */
            passwordLoginDisabled: boolean;
            enabled: boolean;
        };
        SsoCodeDto: {
            /**
             * @description The one-time code from /login/sso?code=…
             * @example q3J0c2Zk…
             */
            code: string;
        };
        SsoTestResultDto: {
            /**
             * @description The claims that arrived from the ID token and userinfo
             * @example {
             *       "sub": "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ",
             *       "email": "sanne@zorggroep-delinde.nl",
             *       "groups": [
             *         "6f1c9a52-1f0b-4d7e-9b1e-2f9a7c0d5e11"
             *       ]
             *     }
             */
            claims: {
                [key: string]: unknown;
            };
        };
        ScimTokenCreatorDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The maker's name as it is now
             * @example Ada Admin
             */
            name: string;
        };
        ScimTokenResponseDto: {
            /**
             * Format: uuid
             * @example 5b0f6a8e-2d4c-4f1a-8e3b-9c7d6e5f4a3b
             */
            id: string;
            /** @example Entra ID provisioning */
            name: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null until the directory first uses it
             */
            lastUsedAt: string | null;
            /** @description The admin who made it: the token stops working once they are no longer an active admin */
            createdBy: components["schemas"]["ScimTokenCreatorDto"];
        };
        CreateScimTokenDto: {
            /** @example Entra ID provisioning */
            name: string;
        };
        CreatedScimTokenResponseDto: {
            /**
             * Format: uuid
             * @example 5b0f6a8e-2d4c-4f1a-8e3b-9c7d6e5f4a3b
             */
            id: string;
            /** @example Entra ID provisioning */
            name: string;
            /**
             * @description Shown this once: only its hash is stored
             * @example pp_scim_Xk3f9Qw2…
             */
            token: string;
            /** Format: date-time */
            createdAt: string;
        };
        ForgotPasswordDto: {
            /**
             * @description Trimmed and lower-cased, as at login
             * @example zorg@delinde.nl
             */
            email: string;
        };
        ForgotPasswordReceiptDto: {
            /** @example If this address belongs to an active account, a link to choose a new password is on its way. */
            message: string;
        };
        ResetPasswordDto: {
            /**
             * @description The token from the link in the reset or invitation mail
             * @example Xq3v9Lr0cN6tYb2KsW8eHj4uPz1aMf5dGi7oRk-QwE
             */
            token: string;
            /**
             * @description At least 8 characters, not one of the 10,000 most common passwords, and scoring at least 2 of 4 with zxcvbn-ts (Dutch, French and English dictionaries)
             * @example Lang-en-uniek-42
             */
            password: string;
        };
        ChangePasswordDto: {
            /** @example Groene-Soeplepel-73 */
            currentPassword: string;
            /**
             * @description At least 8 characters, not one of the 10,000 most common passwords, and scoring at least 2 of 4 with zxcvbn-ts (Dutch, French and English dictionaries)
             * @example Lang-en-uniek-42
             */
            newPassword: string;
        };
        CreateContactRequestDto: {
            /** @example Marieke */
            firstName: string;
            /** @example Jansen */
            lastName: string;
            /** @example m.jansen@hetanker.nl */
            email: string;
            /**
             * @description Digits, spaces and + ( ) -
             * @example +31 30 123 45 67
             */
            phone?: string | null;
            /**
             * @description The language of the form, in which the confirmation mail is written; absent or "": Dutch
             * @default nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /** @description Honeypot: a hidden field that people leave empty. When filled, the request is answered as usual but stored as spam. */
            website?: string;
            /** @example Zorggroep Het Anker */
            organizationName: string;
            /**
             * @description Either value list of the two forms; "" counts as not sent
             * @enum {string|null}
             */
            institutionType?: "hospital" | "care-home" | "care-group" | "university" | "school" | "corporate" | "catering" | "retail" | "hotel" | "other" | "ziekenhuis" | "rusthuis" | "hogeschool" | "bedrijf" | "anders" | null;
            /**
             * @description Either value list of the two forms; "" counts as not sent
             * @enum {string|null}
             */
            numberOfLocations?: "1" | "2-3" | "2-5" | "4-10" | "6-10" | "10+" | null;
            /** @example Wij hebben drie locaties en willen graag een demo. */
            message?: string | null;
            /**
             * @description A partner's referral code (kept by the site in the pp_ref cookie); an unknown or inactive code is ignored
             * @example van-dijk-advies
             */
            referralCode?: string | null;
            /**
             * @description Sent by the home form only; must be true when sent
             * @example true
             */
            privacyAccepted?: boolean;
        };
        SubmissionReceiptDto: {
            /** Format: uuid */
            id: string;
            /** @example new */
            status: string;
            /** Format: date-time */
            createdAt: string;
        };
        CreatePartnerApplicationDto: {
            /** @example Marieke */
            firstName: string;
            /** @example Jansen */
            lastName: string;
            /** @example m.jansen@hetanker.nl */
            email: string;
            /**
             * @description Digits, spaces and + ( ) -
             * @example +31 30 123 45 67
             */
            phone?: string | null;
            /**
             * @description The language of the form, in which the confirmation mail is written; absent or "": Dutch
             * @default nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /** @description Honeypot: a hidden field that people leave empty. When filled, the request is answered as usual but stored as spam. */
            website?: string;
            /** @example Keukenadvies Noord */
            company?: string | null;
            /**
             * @description Current job (Huidige functie)
             * @example Zelfstandig adviseur grootkeukens
             */
            role: string;
            /** @example Tien jaar advies aan grootkeukens in de zorg */
            experience: string;
            /** @example Zorginstellingen en scholen in Noord-Nederland */
            network: string;
            /** @example Minder voedselverspilling bij mijn klanten */
            motivation: string;
            /**
             * @description Consent to the privacy statement and terms; must be true
             * @example true
             */
            privacyAccepted: boolean;
        };
        ContactRequestResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Zorggroep Het Anker */
            organizationName: string;
            /** @example Marieke */
            firstName: string;
            /** @example Jansen */
            lastName: string;
            /**
             * @description Lower-cased
             * @example m.jansen@hetanker.nl
             */
            email: string;
            /** @example +31 30 123 45 67 */
            phone: string | null;
            /** @enum {string|null} */
            institutionType: "hospital" | "care-home" | "care-group" | "university" | "school" | "corporate" | "catering" | "retail" | "hotel" | "other" | "ziekenhuis" | "rusthuis" | "hogeschool" | "bedrijf" | "anders" | null;
            /** @enum {string|null} */
            numberOfLocations: "1" | "2-3" | "2-5" | "4-10" | "6-10" | "10+" | null;
            /** @example Wij hebben drie locaties en willen graag een demo. */
            message: string | null;
            /** @description null when the form did not send it (the contact page) */
            privacyAccepted: boolean | null;
            /** @enum {string} */
            status: "new" | "contacted" | "converted" | "rejected";
            /**
             * @description The language of the form, in which the person was answered
             * @example nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /** @description Caught by the honeypot; left out of the list unless filter {"spam":true} */
            spam: boolean;
            /**
             * Format: uuid
             * @description The tenant this request was converted into
             */
            tenantId: string | null;
            /**
             * Format: uuid
             * @description The referring partner (from the referral code sent with the request)
             */
            partnerId: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The plan offered when converting: the smallest whose location cap fits the most locations asked for
             * @enum {string}
             */
            proposedPlan: "starter" | "group" | "custom";
        };
        StatusChangeResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example new */
            from: string;
            /** @example contacted */
            to: string;
            /** @example Gebeld, demo gepland op 3 december. */
            note: string | null;
            /**
             * Format: uuid
             * @description The superadmin who made the change
             */
            changedBy: string;
            /**
             * @description Their name at the time
             * @example Sam Super
             */
            changedByName: string;
            /** Format: date-time */
            changedAt: string;
        };
        ContactRequestDetailsDto: {
            /** Format: uuid */
            id: string;
            /** @example Zorggroep Het Anker */
            organizationName: string;
            /** @example Marieke */
            firstName: string;
            /** @example Jansen */
            lastName: string;
            /**
             * @description Lower-cased
             * @example m.jansen@hetanker.nl
             */
            email: string;
            /** @example +31 30 123 45 67 */
            phone: string | null;
            /** @enum {string|null} */
            institutionType: "hospital" | "care-home" | "care-group" | "university" | "school" | "corporate" | "catering" | "retail" | "hotel" | "other" | "ziekenhuis" | "rusthuis" | "hogeschool" | "bedrijf" | "anders" | null;
            /** @enum {string|null} */
            numberOfLocations: "1" | "2-3" | "2-5" | "4-10" | "6-10" | "10+" | null;
            /** @example Wij hebben drie locaties en willen graag een demo. */
            message: string | null;
            /** @description null when the form did not send it (the contact page) */
            privacyAccepted: boolean | null;
            /** @enum {string} */
            status: "new" | "contacted" | "converted" | "rejected";
            /**
             * @description The language of the form, in which the person was answered
             * @example nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /** @description Caught by the honeypot; left out of the list unless filter {"spam":true} */
            spam: boolean;
            /**
             * Format: uuid
             * @description The tenant this request was converted into
             */
            tenantId: string | null;
            /**
             * Format: uuid
             * @description The referring partner (from the referral code sent with the request)
             */
            partnerId: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The plan offered when converting: the smallest whose location cap fits the most locations asked for
             * @enum {string}
             */
            proposedPlan: "starter" | "group" | "custom";
            /** @description Status changes, oldest first */
            history: components["schemas"]["StatusChangeResponseDto"][];
        };
        ChangeContactRequestStatusDto: {
            /**
             * @description new → contacted → converted; rejected (with a note giving the reason) from new or contacted; back to new or contacted at any time
             * @enum {string}
             */
            status: "new" | "contacted" | "converted" | "rejected";
            /**
             * @description Why, or what was agreed; recorded in the history
             * @example Gebeld, demo gepland op 3 december.
             */
            note?: string | null;
        };
        ConvertContactRequestDto: {
            /**
             * @description 2 to 60 lowercase letters, digits and single hyphens
             * @example nieuwe-zorg
             */
            slug: string;
            /** @enum {string} */
            plan: "starter" | "group" | "custom";
            admin: components["schemas"]["FirstAdminDto"];
        };
        ConvertedContactRequestDto: {
            contactRequest: components["schemas"]["ContactRequestDetailsDto"];
            tenant: components["schemas"]["TenantResponseDto"];
        };
        PartnerApplicationResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Ahmed */
            firstName: string;
            /** @example El Amrani */
            lastName: string;
            /**
             * @description Lower-cased
             * @example ahmed@keukenadviesnoord.nl
             */
            email: string;
            /** @example 06 12345678 */
            phone: string | null;
            /** @example Keukenadvies Noord */
            company: string | null;
            /**
             * @description Current job
             * @example Zelfstandig adviseur grootkeukens
             */
            role: string;
            /** @example Tien jaar advies aan grootkeukens in de zorg */
            experience: string;
            /** @example Zorginstellingen en scholen in Noord-Nederland */
            network: string;
            /** @example Minder voedselverspilling bij mijn klanten */
            motivation: string;
            /** @enum {string} */
            status: "new" | "contacted" | "accepted" | "rejected";
            /**
             * @description The language of the form, in which the person was answered
             * @example nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /** @description Caught by the honeypot; left out of the list unless filter {"spam":true} */
            spam: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        PartnerApplicationDetailsDto: {
            /** Format: uuid */
            id: string;
            /** @example Ahmed */
            firstName: string;
            /** @example El Amrani */
            lastName: string;
            /**
             * @description Lower-cased
             * @example ahmed@keukenadviesnoord.nl
             */
            email: string;
            /** @example 06 12345678 */
            phone: string | null;
            /** @example Keukenadvies Noord */
            company: string | null;
            /**
             * @description Current job
             * @example Zelfstandig adviseur grootkeukens
             */
            role: string;
            /** @example Tien jaar advies aan grootkeukens in de zorg */
            experience: string;
            /** @example Zorginstellingen en scholen in Noord-Nederland */
            network: string;
            /** @example Minder voedselverspilling bij mijn klanten */
            motivation: string;
            /** @enum {string} */
            status: "new" | "contacted" | "accepted" | "rejected";
            /**
             * @description The language of the form, in which the person was answered
             * @example nl
             * @enum {string}
             */
            language: "nl" | "fr" | "en";
            /** @description Caught by the honeypot; left out of the list unless filter {"spam":true} */
            spam: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Status changes, oldest first */
            history: components["schemas"]["StatusChangeResponseDto"][];
            /**
             * Format: uuid
             * @description The partner made when the application was accepted
             */
            partnerId: string | null;
        };
        ChangePartnerApplicationStatusDto: {
            /**
             * @description Any status may follow any other
             * @enum {string}
             */
            status: "new" | "contacted" | "accepted" | "rejected";
            /**
             * @description Why, or what was agreed; recorded in the history
             * @example Kennismaking gehad, past goed bij ons netwerk.
             */
            note?: string | null;
        };
        PartnerResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Van Dijk Advies */
            company: string;
            /** @example Joost van Dijk */
            contactName: string;
            /** @example joost@vandijkadvies.nl */
            email: string;
            /**
             * @description Unique; the partner link is ${APP_URL}/?ref=<referralCode>
             * @example van-dijk-advies
             */
            referralCode: string;
            /**
             * @description Percent of the monthly subscription
             * @example 10
             */
            commissionRate: number;
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        UpdatePartnerDto: {
            /**
             * @description Percent, at most two decimals
             * @example 12.5
             */
            commissionRate?: number;
            isActive?: boolean;
        };
        CommissionLineResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Calendar month in Europe/Amsterdam time
             * @example 2026-10
             */
            month: string;
            /** Format: uuid */
            partnerId: string;
            /** Format: uuid */
            tenantId: string | null;
            /**
             * @description The tenant's name when the line was written
             * @example Zorggroep Het Anker
             */
            tenantName: string;
            /** @enum {string} */
            kind: "monthly" | "correction";
            /**
             * @description Days of the month the tenant was an active, attributed customer
             * @example 31
             */
            activeDays: number;
            /** @example 31 */
            daysInMonth: number;
            /**
             * @description Percent
             * @example 10
             */
            commissionRate: number;
            /**
             * @description Euro cents, rounded half up
             * @example 890
             */
            amountCents: number;
            /** @example Klant was half oktober al opgezegd */
            note: string | null;
            /** @enum {string} */
            status: "open" | "closed" | "paid";
            /** Format: date */
            paidOn: string | null;
            /** @example BANK-2026-11-0042 */
            paymentReference: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        MarkPaidDto: {
            /** Format: uuid */
            partnerId: string;
            /**
             * Format: date
             * @example 2026-11-05
             */
            paidOn: string;
            /** @example BANK-2026-11-0042 */
            reference: string;
        };
        NewCorrectionDto: {
            /** @example 2026-10 */
            month: string;
            /** Format: uuid */
            partnerId: string;
            /** Format: uuid */
            tenantId?: string | null;
            /**
             * @description Euro cents; negative to take back
             * @example -445
             */
            amountCents: number;
            /** @example Klant was half oktober al opgezegd */
            note: string;
        };
        AttributionChangeDto: {
            /** Format: uuid */
            fromPartnerId: string | null;
            /** Format: uuid */
            toPartnerId: string | null;
            /**
             * @example {
             *       "userId": "…",
             *       "name": "Sam Super"
             *     }
             */
            changedBy: Record<string, never>;
            /** Format: date-time */
            changedAt: string;
        };
        AttributionDto: {
            /** Format: uuid */
            tenantId: string;
            /** Format: uuid */
            partnerId: string | null;
            /** @description Oldest first */
            history: components["schemas"]["AttributionChangeDto"][];
        };
        SetAttributionDto: {
            /**
             * Format: uuid
             * @description null clears the attribution
             */
            partnerId: string | null;
        };
        PartnerProfileDto: {
            /** @example Van Dijk Advies */
            company: string;
            /** @example van-dijk-advies */
            referralCode: string;
            /** @example https://portiepunt.example.nl/?ref=van-dijk-advies */
            referralLink: string;
            /** @example 10 */
            commissionRate: number;
        };
        ReferralDto: {
            /** Format: uuid */
            id: string;
            /** @example Zorggroep Het Anker */
            name: string;
            /**
             * Format: date-time
             * @description When the request came in, or the tenant was made
             */
            date: string;
            /** @enum {string} */
            status: "request" | "customer" | "ended";
            /** @enum {string|null} */
            plan: "starter" | "group" | "custom" | null;
        };
        PartnerMonthDto: {
            /** @example 2026-10 */
            month: string;
            /** @enum {string} */
            status: "open" | "closed" | "paid";
            /** @example 890 */
            amountCents: number;
            /** Format: date */
            paidOn: string | null;
        };
        PartnerCommissionsDto: {
            /** @description Newest first */
            months: components["schemas"]["PartnerMonthDto"][];
            /** @example 890 */
            totalPaidCents: number;
        };
        MaxHoursPreparedToEndResponseDto: {
            /** @example 4 */
            hot: number | null;
            /** @example 72 */
            chilled: number | null;
            /** @example null */
            ambient: number | null;
        };
        WasteBaselineDto: {
            /**
             * Format: date
             * @example 2026-01-05
             */
            from: string;
            /**
             * Format: date
             * @example 2026-02-01
             */
            to: string;
        };
        FoodSafetyAtLocationDto: {
            /**
             * Format: uuid
             * @description A location of the tenant
             */
            locationId: string;
            /**
             * @description On or off at this location, whatever the organisation chose
             * @example false
             */
            enabled: boolean;
        };
        FoodSafetySettingsResponseDto: {
            /** @example false */
            enabled: boolean;
            /** @example 60 */
            hotMinC: number;
            /** @example 7 */
            chilledMaxC: number;
            /** @example 5 */
            coolingMaxHours: number;
            /** @example 3 */
            hotHoldingMaxHours: number;
            locations: components["schemas"]["FoodSafetyAtLocationDto"][];
        };
        TenantSettingsResponseDto: {
            /** @example null */
            maxOpenReservationsPerPerson: number | null;
            /** @example null */
            defaultPriceCents: number | null;
            maxHoursPreparedToEnd: components["schemas"]["MaxHoursPreparedToEndResponseDto"];
            /**
             * @example self
             * @enum {string}
             */
            pickupConfirmation: "self" | "counter";
            /**
             * @example nl
             * @enum {string}
             */
            defaultLanguage: "nl" | "fr" | "en";
            /** @example 400 */
            defaultPortionWeightGrams: number;
            /** @example null */
            wasteBaseline: components["schemas"]["WasteBaselineDto"] | null;
            /** @example 2.5 */
            co2eKgPerKgFood: number;
            /** @example 0 */
            wasteCostCentsPerKg: number;
            foodSafety: components["schemas"]["FoodSafetySettingsResponseDto"];
        };
        MaxHoursPreparedToEndDto: {
            /**
             * @description Kept hot (at least 60 °C); null: no limit
             * @example 4
             */
            hot?: number | null;
            /**
             * @description Chilled (at most 7 °C); null: no limit
             * @example 72
             */
            chilled?: number | null;
            /**
             * @description At room temperature; null: no limit
             * @example null
             */
            ambient?: number | null;
        };
        FoodSafetySettingsDto: {
            /**
             * @description Offers must carry their temperatures (see the portion fields)
             * @default false
             * @example true
             */
            enabled: boolean;
            /**
             * @description Hot holding: at least this many °C at the core
             * @default 60
             * @example 60
             */
            hotMinC: number;
            /**
             * @description Chilled: at most this many °C
             * @default 7
             * @example 7
             */
            chilledMaxC: number;
            /**
             * @description Cooling to chilledMaxC takes at most this many hours
             * @default 5
             * @example 5
             */
            coolingMaxHours: number;
            /**
             * @description A hot portion is withdrawn automatically this many hours after it was put out (temperatureAt)
             * @default 3
             * @example 3
             */
            hotHoldingMaxHours: number;
            /** @description Locations that differ from enabled; replaces the whole list */
            locations?: components["schemas"]["FoodSafetyAtLocationDto"][];
        };
        UpdateTenantSettingsDto: {
            /**
             * @description Open reservations one person may hold across all portions; null: no cap
             * @example 3
             */
            maxOpenReservationsPerPerson?: number | null;
            /**
             * @description Default portion price in euro cents; null: none
             * @example 350
             */
            defaultPriceCents?: number | null;
            /** @description Longest time from preparation to the end of pick-up, per storage kind; an offer past it answers 400 at availableUntil. An absent kind stays. */
            maxHoursPreparedToEnd?: components["schemas"]["MaxHoursPreparedToEndDto"];
            /**
             * @description Who confirms a pick-up: `self`, staff mark their own reservation picked up (default); `counter`, only the kitchen at the counter (staff get 403)
             * @example counter
             * @enum {string}
             */
            pickupConfirmation?: "self" | "counter";
            /**
             * @description The language invited users start with (their invitation included); each user may choose another
             * @example fr
             * @enum {string}
             */
            defaultLanguage?: "nl" | "fr" | "en";
            /**
             * @description Weight of a portion without a weight of its own, in the waste report's rescued weight (default 400)
             * @example 400
             */
            defaultPortionWeightGrams?: number;
            /** @description The period the waste report compares grams per meal with: at least 28 days, ending before today (400 wasteBaseline period_too_short, wasteBaseline.to not_in_past); null: none */
            wasteBaseline?: components["schemas"]["WasteBaselineDto"] | null;
            /**
             * @description kg CO2e per kg of food, at most 3 decimals (default 2.5: FAO 2013, 3.3 Gt CO2e for 1.3 Gt of food wasted)
             * @example 2.5
             */
            co2eKgPerKgFood?: number;
            /**
             * @description Euro cents per kg of food (default 0)
             * @example 450
             */
            wasteCostCentsPerKg?: number;
            /** @description Temperatuurregistratie and its limits; an absent key stays */
            foodSafety?: components["schemas"]["FoodSafetySettingsDto"];
        };
        MeasurerDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description As it was when measured (an API key: its name)
             * @example Kees Kok
             */
            name: string;
        };
        TemperatureCheckDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description offer: when put out; cooling: end of the cooling; check: during the offer; handover: at the counter
             * @example check
             * @enum {string}
             */
            kind: "offer" | "cooling" | "check" | "handover";
            /** @example 64.5 */
            temperatureC: number;
            /** Format: date-time */
            measuredAt: string;
            /**
             * Format: date-time
             * @description cooling only: when cooling started
             * @example null
             */
            coolingStartedAt: string | null;
            measuredBy: components["schemas"]["MeasurerDto"];
            /**
             * Format: uuid
             * @description The entry this one corrects; the original stays
             * @example null
             */
            correctsId: string | null;
            /**
             * @description Why a correction was made
             * @example null
             */
            note: string | null;
            /** Format: date-time */
            recordedAt: string;
        };
        PortionResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /** Format: uuid */
            locationId: string;
            /** @example Hoofdgebouw */
            locationName: string;
            /** @example Lasagne bolognese */
            title: string;
            /** @example  */
            description: string;
            /** @example 6 */
            totalQuantity: number;
            /**
             * @description Still free to reserve
             * @example 4
             */
            availableQuantity: number;
            /**
             * @description Held by open reservations
             * @example 1
             */
            reservedQuantity: number;
            /** @example 1 */
            pickedUpQuantity: number;
            /** Format: date-time */
            availableUntil: string;
            /**
             * @description "Contains", in the order of the regulation
             * @example [
             *       "gluten",
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description "May contain traces of"
             * @example [
             *       "nuts"
             *     ]
             */
            mayContain: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description false only for portions offered before allergens had to be declared with none listed: unknown, not "none"
             * @example true
             */
            allergensDeclared: boolean;
            /**
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet: ("vegetarian" | "vegan" | "halal" | "no_pork")[];
            /** @example Pasta (tarwe), tomaat, mozzarella (melk) */
            ingredients: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:30:00.000Z
             */
            preparedAt: string | null;
            /**
             * @example chilled
             * @enum {string|null}
             */
            storage: "hot" | "chilled" | "ambient" | null;
            /**
             * @description Reheat to at least 75 °C at the core before eating
             * @example false
             */
            reheat: boolean;
            /**
             * @description Euro cents per portion; null without a price
             * @example 350
             */
            priceCents: number | null;
            /**
             * @description Grams per portion; null: the organisation's default counts
             * @example 400
             */
            portionWeightGrams: number | null;
            /**
             * @description expired as soon as availableUntil has passed
             * @enum {string}
             */
            status: "available" | "finished" | "expired";
            /**
             * @description null while on offer; sold_out (all picked up), expired (window closed), withdrawn (by the kitchen), temperature (a check broke the holding temperature), holding_time (hot held longer than hotHoldingMaxHours)
             * @example null
             * @enum {string|null}
             */
            endedReason: "sold_out" | "expired" | "withdrawn" | "temperature" | "holding_time" | null;
            /**
             * Format: date-time
             * @example null
             */
            endedAt: string | null;
            /**
             * @description IDDSI texture level
             * @example 5
             */
            iddsiLevel: number | null;
            /**
             * @description Core temperature when put out (after corrections)
             * @example 72.5
             */
            temperatureC: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:45:00.000Z
             */
            temperatureAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            coolingStartedAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            cooledAt: string | null;
            /** @example null */
            cooledTemperatureC: number | null;
            /**
             * Format: date-time
             * @description Hot, with temperatuurregistratie on: withdrawn automatically at this time (hot-holding limit)
             * @example 2026-11-22T13:45:00.000Z
             */
            holdUntil: string | null;
            /** @description Every temperature on record, corrections included, oldest first */
            temperatureChecks: components["schemas"]["TemperatureCheckDto"][];
            /**
             * @description Signed link to the WebP photo (1200 px; add &size=small for 400 px), valid for 3 to 4 hours; null without a photo
             * @example /api/photos/6f1c…/9a2e…?expires=1795000000&signature=…
             */
            photoUrl: string | null;
            /**
             * @description The caller's place on the portion's waiting list (1 gets the next freed unit); null when the caller is not waiting
             * @example null
             */
            waitlistPosition: number | null;
            /**
             * Format: uuid
             * @description The user who offered it; for a portion offered through an API key, the admin who created the key
             */
            createdBy: string;
            /**
             * @description The name of the API key it was offered through, if any
             * @example null
             */
            createdByApiKeyName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreatePortionDto: {
            /** @example Lasagne bolognese */
            title: string;
            /**
             * @default
             * @example Met salade, nog warm
             */
            description: string;
            /**
             * Format: uuid
             * @description An active location of the tenant
             */
            locationId: string;
            /**
             * @default 1
             * @example 6
             */
            totalQuantity: number;
            /**
             * Format: date-time
             * @description In the future, at most 7 days ahead; with a time zone
             * @example 2026-11-22T18:00:00+01:00
             */
            availableUntil: string;
            /**
             * @description "Contains": EU allergen codes (Regulation 1169/2011, Annex II), each once. Non-empty counts as declared. Older clients may still send Gluten, Lactose, Noten, Eieren, Vis or Soja: mapped to gluten, milk, nuts, eggs, fish, soy.
             * @default []
             * @example [
             *       "gluten",
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs" | "Gluten" | "Lactose" | "Noten" | "Eieren" | "Vis" | "Soja")[];
            /**
             * @description "May contain traces of": allergen codes, none of them also in allergens. Older clients may still send Gluten, Lactose, Noten, Eieren, Vis or Soja: mapped to gluten, milk, nuts, eggs, fish, soy.
             * @default []
             * @example [
             *       "nuts"
             *     ]
             */
            mayContain: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs" | "Gluten" | "Lactose" | "Noten" | "Eieren" | "Vis" | "Soja")[];
            /**
             * @description true with an empty allergens list states "contains none of the 14 allergens". An offer must list its allergens or send true; otherwise 400 (errors entry with field allergens, code allergens_not_declared).
             * @example true
             */
            allergensDeclared?: boolean;
            /**
             * @description Diet marks, each once; vegan requires vegetarian as well
             * @default []
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet: ("vegetarian" | "vegan" | "halal" | "no_pork")[];
            /** @example Pasta (tarwe), tomaat, rundergehakt, mozzarella (melk), ui, basilicum */
            ingredients?: string | null;
            /**
             * Format: date-time
             * @description When the food was made: not in the future, at most 7 days back; with a time zone
             * @example 2026-11-22T11:30:00+01:00
             */
            preparedAt?: string | null;
            /**
             * @description hot: kept at 60 °C or more; chilled: at 7 °C or less; ambient: room temperature
             * @example chilled
             * @enum {string|null}
             */
            storage?: "hot" | "chilled" | "ambient" | null;
            /**
             * @description Chilled food to be reheated to at least 75 °C at its core
             * @default false
             * @example false
             */
            reheat: boolean;
            /**
             * @description Euro cents per portion; absent: the tenant's defaultPriceCents; null: no price. Fixed once offered.
             * @example 350
             */
            priceCents?: number | null;
            /**
             * @description Grams per portion, for the rescued weight in the waste report; null or absent: the organisation's defaultPortionWeightGrams
             * @example 400
             */
            portionWeightGrams?: number | null;
            /**
             * @description Core temperature in °C (one decimal) when the portion was put out. With temperatuurregistratie on, a hot portion needs it, at least hotMinC (else 400 temperature_required or temperature_below_minimum). A change adds a correction; the original stays on record.
             * @example 72.5
             */
            temperatureC?: number | null;
            /**
             * Format: date-time
             * @description When temperatureC was measured: not in the future, not before preparedAt; absent with temperatureC: now
             * @example 2026-11-22T11:45:00+01:00
             */
            temperatureAt?: string | null;
            /**
             * Format: date-time
             * @description Chilled: when cooling started (from at least 60 °C). Given with cooledAt and cooledTemperatureC.
             * @example 2026-11-22T08:00:00+01:00
             */
            coolingStartedAt?: string | null;
            /**
             * Format: date-time
             * @description Chilled: when it reached cooledTemperatureC; after coolingStartedAt (else 400 out_of_order), within coolingMaxHours (else 400 cooling_too_long)
             * @example 2026-11-22T11:30:00+01:00
             */
            cooledAt?: string | null;
            /**
             * @description Chilled: the temperature the cooling reached; at most chilledMaxC (else 400 temperature_above_maximum)
             * @example 6.5
             */
            cooledTemperatureC?: number | null;
            /**
             * @description IDDSI texture level: 0 thin, 1 slightly thick, 2 mildly thick, 3 liquidised, 4 pureed, 5 minced & moist, 6 soft & bite-sized, 7 regular
             * @example 5
             */
            iddsiLevel?: number | null;
        };
        UpdatePortionDto: {
            /** @example Lasagne bolognese */
            title?: string;
            /**
             * @default
             * @example Met salade, nog warm
             */
            description: string;
            /**
             * @default 1
             * @example 6
             */
            totalQuantity: number;
            /**
             * Format: date-time
             * @description In the future, at most 7 days ahead; with a time zone
             * @example 2026-11-22T18:00:00+01:00
             */
            availableUntil?: string;
            /**
             * @description "Contains": EU allergen codes (Regulation 1169/2011, Annex II), each once. Non-empty counts as declared. Older clients may still send Gluten, Lactose, Noten, Eieren, Vis or Soja: mapped to gluten, milk, nuts, eggs, fish, soy.
             * @default []
             * @example [
             *       "gluten",
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs" | "Gluten" | "Lactose" | "Noten" | "Eieren" | "Vis" | "Soja")[];
            /**
             * @description "May contain traces of": allergen codes, none of them also in allergens. Older clients may still send Gluten, Lactose, Noten, Eieren, Vis or Soja: mapped to gluten, milk, nuts, eggs, fish, soy.
             * @default []
             * @example [
             *       "nuts"
             *     ]
             */
            mayContain: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs" | "Gluten" | "Lactose" | "Noten" | "Eieren" | "Vis" | "Soja")[];
            /**
             * @description true with an empty allergens list states "contains none of the 14 allergens". An offer must list its allergens or send true; otherwise 400 (errors entry with field allergens, code allergens_not_declared).
             * @example true
             */
            allergensDeclared?: boolean;
            /**
             * @description Diet marks, each once; vegan requires vegetarian as well
             * @default []
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet: ("vegetarian" | "vegan" | "halal" | "no_pork")[];
            /** @example Pasta (tarwe), tomaat, rundergehakt, mozzarella (melk), ui, basilicum */
            ingredients?: string | null;
            /**
             * Format: date-time
             * @description When the food was made: not in the future, at most 7 days back; with a time zone
             * @example 2026-11-22T11:30:00+01:00
             */
            preparedAt?: string | null;
            /**
             * @description hot: kept at 60 °C or more; chilled: at 7 °C or less; ambient: room temperature
             * @example chilled
             * @enum {string|null}
             */
            storage?: "hot" | "chilled" | "ambient" | null;
            /**
             * @description Chilled food to be reheated to at least 75 °C at its core
             * @default false
             * @example false
             */
            reheat: boolean;
            /**
             * @description Grams per portion, for the rescued weight in the waste report; null or absent: the organisation's defaultPortionWeightGrams
             * @example 400
             */
            portionWeightGrams?: number | null;
            /**
             * @description Core temperature in °C (one decimal) when the portion was put out. With temperatuurregistratie on, a hot portion needs it, at least hotMinC (else 400 temperature_required or temperature_below_minimum). A change adds a correction; the original stays on record.
             * @example 72.5
             */
            temperatureC?: number | null;
            /**
             * Format: date-time
             * @description When temperatureC was measured: not in the future, not before preparedAt; absent with temperatureC: now
             * @example 2026-11-22T11:45:00+01:00
             */
            temperatureAt?: string | null;
            /**
             * Format: date-time
             * @description Chilled: when cooling started (from at least 60 °C). Given with cooledAt and cooledTemperatureC.
             * @example 2026-11-22T08:00:00+01:00
             */
            coolingStartedAt?: string | null;
            /**
             * Format: date-time
             * @description Chilled: when it reached cooledTemperatureC; after coolingStartedAt (else 400 out_of_order), within coolingMaxHours (else 400 cooling_too_long)
             * @example 2026-11-22T11:30:00+01:00
             */
            cooledAt?: string | null;
            /**
             * @description Chilled: the temperature the cooling reached; at most chilledMaxC (else 400 temperature_above_maximum)
             * @example 6.5
             */
            cooledTemperatureC?: number | null;
            /**
             * @description IDDSI texture level: 0 thin, 1 slightly thick, 2 mildly thick, 3 liquidised, 4 pureed, 5 minced & moist, 6 soft & bite-sized, 7 regular
             * @example 5
             */
            iddsiLevel?: number | null;
        };
        WithdrawPortionDto: {
            /**
             * @description Withdraws the portion and cancels its open reservations
             * @enum {string}
             */
            status: "expired";
            /**
             * @description Why, told to everyone whose reservation this cancels (mail, push, live notice)
             * @example Te lang buiten de koeling geweest
             */
            reason?: string;
        };
        CreateTemperatureCheckDto: {
            /**
             * @description °C, one decimal
             * @example 64.5
             */
            temperatureC: number;
            /**
             * Format: date-time
             * @description Absent: now. Not in the future, not before preparedAt.
             * @example 2026-11-22T13:45:00+01:00
             */
            measuredAt?: string;
            /**
             * Format: uuid
             * @description A correction: the entry it corrects (its latest correction, if any). Needs a note; allowed after the portion ended.
             */
            correctsId?: string | null;
            /** @example Verkeerd overgenomen van de thermometer */
            note?: string | null;
        };
        FoodSafetyBatchDto: {
            /** Format: uuid */
            portionId: string;
            /** @example Stoofvlees met puree */
            title: string;
            /** @example 8 */
            totalQuantity: number;
            /** @example 5 */
            pickedUpQuantity: number;
            /**
             * Format: date-time
             * @description When it was offered (its day places it in the log)
             */
            offeredAt: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:30:00.000Z
             */
            preparedAt: string | null;
            /**
             * @example hot
             * @enum {string|null}
             */
            storage: "hot" | "chilled" | "ambient" | null;
            /** @example null */
            iddsiLevel: number | null;
            /** Format: date-time */
            availableUntil: string;
            /**
             * Format: date-time
             * @example null
             */
            holdUntil: string | null;
            /** @description Every entry, corrections included; nothing is ever overwritten */
            temperatures: components["schemas"]["TemperatureCheckDto"][];
            /**
             * @example sold_out
             * @enum {string|null}
             */
            endedReason: "sold_out" | "expired" | "withdrawn" | "temperature" | "holding_time" | null;
            /**
             * Format: date-time
             * @example 2026-11-22T13:10:00.000Z
             */
            endedAt: string | null;
        };
        FoodSafetyLogDto: {
            /** Format: uuid */
            locationId: string;
            /** @example Hoofdgebouw */
            locationName: string;
            /** @example 2026-11-22 */
            from: string;
            /** @example 2026-11-22 */
            to: string;
            /** @description Oldest first */
            batches: components["schemas"]["FoodSafetyBatchDto"][];
        };
        ReservationPaymentDto: {
            /**
             * @example paid
             * @enum {string}
             */
            status: "open" | "paid" | "expired" | "canceled" | "failed" | "refunded";
            /**
             * @description Euro cents, computed by Portiepunt: price × quantity, VAT included
             * @example 700
             */
            amountCents: number;
            /**
             * @description The VAT within amountCents
             * @example 58
             */
            vatCents: number;
            /** @example 9 */
            vatPercent: number;
            /**
             * @description Mollie's method, once the payer chose one
             * @example ideal
             */
            method: string | null;
            /**
             * @description Mollie's checkout, while open
             * @example https://www.mollie.com/checkout/select-method/7UhSN1zuXS
             */
            checkoutUrl: string | null;
            /** @example tr_7UhSN1zuXS */
            molliePaymentId: string | null;
            /**
             * @description The refund, once one was asked
             * @example null
             * @enum {string|null}
             */
            refundStatus: "pending" | "refunded" | "failed" | null;
        };
        ReservationPortionDto: {
            /** @example Lasagne bolognese */
            title: string;
            /** Format: uuid */
            locationId: string;
            /** @example Hoofdgebouw */
            locationName: string;
            /** Format: date-time */
            availableUntil: string;
            /**
             * @example [
             *       "gluten",
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @example [
             *       "nuts"
             *     ]
             */
            mayContain: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description false: offered before allergens had to be declared, with none listed (unknown)
             * @example true
             */
            allergensDeclared: boolean;
            /**
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet: ("vegetarian" | "vegan" | "halal" | "no_pork")[];
            /**
             * @description As the kitchen typed them
             * @example Pasta, gehakt, tomaat, Parmezaanse kaas
             */
            ingredients: string | null;
            /**
             * @example hot
             * @enum {string|null}
             */
            storage: "hot" | "chilled" | "ambient" | null;
            /** @example false */
            reheat: boolean;
            /** @enum {string} */
            status: "available" | "finished" | "expired";
            /**
             * @description Why the portion ended (null while on offer): temperature and holding_time tell why a reservation was cancelled
             * @example null
             * @enum {string|null}
             */
            endedReason: "sold_out" | "expired" | "withdrawn" | "temperature" | "holding_time" | null;
            /**
             * @description IDDSI texture level
             * @example null
             */
            iddsiLevel: number | null;
        };
        ReservationNoticeDto: {
            /**
             * @description allergens_changed: the kitchen changed the allergens; withdrawn: the portion was withdrawn
             * @enum {string}
             */
            kind: "allergens_changed" | "withdrawn";
            /** Format: date-time */
            at: string;
            /**
             * @example [
             *       "milk"
             *     ]
             */
            allergensAdded: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /** @example [] */
            allergensRemoved: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @example [
             *       "nuts"
             *     ]
             */
            mayContainAdded: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /** @example [] */
            mayContainRemoved: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Why it was withdrawn, if said
             * @example Te lang buiten de koeling geweest
             */
            reason: string | null;
            /**
             * Format: date-time
             * @description null: not yet acknowledged, shown on the card
             */
            acknowledgedAt: string | null;
        };
        ReservationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /** Format: uuid */
            portionId: string;
            /** Format: uuid */
            userId: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description Euro cents per portion, as the portion was priced when reserved; null without a price
             * @example 350
             */
            priceCents: number | null;
            /** @enum {string} */
            status: "reserved" | "picked_up" | "cancelled" | "awaiting_payment";
            /** Format: date-time */
            reservedAt: string;
            /** Format: date-time */
            pickedUpAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /**
             * @description Pick-up code shown at the counter (digits 2-9 and letters without I, L and O); only for who reserved it, kitchen and admin; null while the reservation awaits payment
             * @example K7PX
             */
            pickupCode: string | null;
            /** @description Still reserved after the portion's end time: shown as "Niet opgehaald" */
            overdue: boolean;
            /** @description Its online payment; null when the organisation does not take payments online */
            payment: components["schemas"]["ReservationPaymentDto"] | null;
            /** @description What a card shows of the portion */
            portion: components["schemas"]["ReservationPortionDto"];
            /** @description The last change its holder was told about (live, mail, push); a reservation with an allergen change may always be cancelled */
            notice: components["schemas"]["ReservationNoticeDto"] | null;
        };
        CreateReservationDto: {
            /** Format: uuid */
            portionId: string;
            /**
             * @default 1
             * @example 1
             */
            quantity: number;
        };
        ChangeReservationStatusDto: {
            /**
             * @description picked_up (owner or kitchen) or cancelled (owner, while the portion is available); anything else from reserved answers 409
             * @enum {string}
             */
            status: "reserved" | "picked_up" | "cancelled";
        };
        PortionReservationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            portionId: string;
            /** Format: uuid */
            userId: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description Euro cents per portion, as the portion was priced when reserved; null without a price
             * @example 350
             */
            priceCents: number | null;
            /** @enum {string} */
            status: "reserved" | "picked_up" | "cancelled" | "awaiting_payment";
            /** Format: date-time */
            reservedAt: string;
            /** Format: date-time */
            pickedUpAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /**
             * @description Pick-up code shown at the counter (digits 2-9 and letters without I, L and O); only for who reserved it, kitchen and admin; null while the reservation awaits payment
             * @example K7PX
             */
            pickupCode: string | null;
            /**
             * @description Full name of who reserved it
             * @example Sanne de Vries
             */
            holderName: string;
        };
        CounterPortionDto: {
            /** @example Lasagne bolognese */
            title: string;
            /**
             * @example [
             *       "gluten",
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @example [
             *       "nuts"
             *     ]
             */
            mayContain: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description false: offered before allergens had to be declared, with none listed (unknown)
             * @example true
             */
            allergensDeclared: boolean;
            /** Format: date-time */
            availableUntil: string;
        };
        CounterReservationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            portionId: string;
            /** Format: uuid */
            userId: string;
            /** @example 1 */
            quantity: number;
            /** @enum {string} */
            status: "reserved" | "picked_up" | "cancelled" | "awaiting_payment";
            /** Format: date-time */
            reservedAt: string;
            /**
             * @description Full name of who reserved it
             * @example Sanne de Vries
             */
            holderName: string;
            /**
             * @description Pick-up code; the counter lists only reservations that have one
             * @example K7PX
             */
            pickupCode: string;
            portion: components["schemas"]["CounterPortionDto"];
        };
        HandOverDto: {
            /**
             * @description The pick-up code as typed or scanned; matched case-insensitively
             * @example K7PX
             */
            code: string;
            /**
             * Format: uuid
             * @description The reservation id from the QR code; when given it must be the code's reservation, or the answer is 404
             */
            reservationId?: string;
        };
        WaitlistPlaceResponseDto: {
            /**
             * @description The caller's place in line: 1 gets the next freed unit
             * @example 2
             */
            position: number;
        };
        StatsResponseDto: {
            /**
             * @description Quantity offered in all portions
             * @example 240
             */
            totalPortions: number;
            /**
             * @description Of that, the quantity in reservations that were not cancelled (open or picked up)
             * @example 180
             */
            totalReservations: number;
            /**
             * @description Of that, the quantity picked up
             * @example 150
             */
            totalSaved: number;
            /**
             * @description Of the reserved quantity, what is still reserved (neither picked up nor cancelled) once its portion is over: its end time has passed or it is no longer on offer. Shown as "Niet opgehaald"; a late pick-up moves it to picked up
             * @example 12
             */
            totalNoShows: number;
            /**
             * @description Whole percentage of the offered quantity that was picked up (picked up ÷ offered); 0 when nothing was offered
             * @example 63
             */
            wasteReduction: number;
            /**
             * @description picked-up quantity × 2.5 kg CO2e per meal (Too Good To Go's convention), to one decimal
             * @example 375
             */
            co2eKg: number;
            /**
             * @description What the picked-up portions cost at the prices they were reserved at, in euro cents; 0 without prices
             * @example 0
             */
            moneySavedCents: number;
        };
        WeeklyStatsRowDto: {
            /**
             * @description Quantity offered in these portions
             * @example 40
             */
            offered: number;
            /**
             * @description Of that, the quantity in reservations not cancelled
             * @example 32
             */
            reserved: number;
            /**
             * @description Of that, the quantity picked up
             * @example 28
             */
            pickedUp: number;
            /**
             * @description Of the reserved quantity, what is still reserved (neither picked up nor cancelled) once its portion is over: its end time has passed or it is no longer on offer. Shown as "Niet opgehaald"; a late pick-up moves it to picked up
             * @example 3
             */
            noShows: number;
            /**
             * @description Whole percentage of the offered quantity that was picked up (picked up ÷ offered); 0 when nothing was offered
             * @example 70
             */
            wasteReduction: number;
            /**
             * @description picked-up quantity × 2.5 kg CO2e per meal (Too Good To Go's convention), to one decimal
             * @example 70
             */
            co2eKg: number;
            /**
             * @description What the picked-up portions cost at the prices they were reserved at, in euro cents; 0 without prices
             * @example 9800
             */
            moneySavedCents: number;
            /**
             * Format: date
             * @description Monday of the ISO week, Europe/Amsterdam; counts the portions offered that week
             * @example 2026-11-16
             */
            weekStart: string;
        };
        DailyStatsRowDto: {
            /**
             * @description Quantity offered in these portions
             * @example 40
             */
            offered: number;
            /**
             * @description Of that, the quantity in reservations not cancelled
             * @example 32
             */
            reserved: number;
            /**
             * @description Of that, the quantity picked up
             * @example 28
             */
            pickedUp: number;
            /**
             * @description Of the reserved quantity, what is still reserved (neither picked up nor cancelled) once its portion is over: its end time has passed or it is no longer on offer. Shown as "Niet opgehaald"; a late pick-up moves it to picked up
             * @example 3
             */
            noShows: number;
            /**
             * @description Whole percentage of the offered quantity that was picked up (picked up ÷ offered); 0 when nothing was offered
             * @example 70
             */
            wasteReduction: number;
            /**
             * @description picked-up quantity × 2.5 kg CO2e per meal (Too Good To Go's convention), to one decimal
             * @example 70
             */
            co2eKg: number;
            /**
             * @description What the picked-up portions cost at the prices they were reserved at, in euro cents; 0 without prices
             * @example 9800
             */
            moneySavedCents: number;
            /**
             * Format: date
             * @description The day, Europe/Amsterdam; counts the portions offered that day
             * @example 2026-11-16
             */
            day: string;
        };
        CodeCountDto: {
            /**
             * @description An allergen or diet code; none or undeclared for those two counts
             * @example vegetarian
             */
            code: string;
            /**
             * @description Portions (offers) carrying it
             * @example 12
             */
            portions: number;
            /**
             * @description Quantity offered of those portions
             * @example 48
             */
            offered: number;
            /**
             * @description Whole percentage of the period's offered quantity
             * @example 30
             */
            sharePercent: number;
        };
        FoodStatsResponseDto: {
            /**
             * @description First local day counted
             * @example 2026-10-27
             */
            since: string;
            /** @example 40 */
            portions: number;
            /** @example 160 */
            offered: number;
            /** @description Declared as containing none of the 14 allergens */
            noAllergens: components["schemas"]["CodeCountDto"];
            /** @description Offered before allergens had to be declared, with none listed */
            undeclared: components["schemas"]["CodeCountDto"];
            /** @description All 14 allergen codes in the order of the regulation */
            allergens: components["schemas"]["CodeCountDto"][];
            /** @description "May contain traces of", all 14 codes */
            mayContain: components["schemas"]["CodeCountDto"][];
            /** @description vegetarian, vegan, halal, no_pork */
            diet: components["schemas"]["CodeCountDto"][];
        };
        LocationStatsRowDto: {
            /**
             * @description Quantity offered in these portions
             * @example 40
             */
            offered: number;
            /**
             * @description Of that, the quantity in reservations not cancelled
             * @example 32
             */
            reserved: number;
            /**
             * @description Of that, the quantity picked up
             * @example 28
             */
            pickedUp: number;
            /**
             * @description Of the reserved quantity, what is still reserved (neither picked up nor cancelled) once its portion is over: its end time has passed or it is no longer on offer. Shown as "Niet opgehaald"; a late pick-up moves it to picked up
             * @example 3
             */
            noShows: number;
            /**
             * @description Whole percentage of the offered quantity that was picked up (picked up ÷ offered); 0 when nothing was offered
             * @example 70
             */
            wasteReduction: number;
            /**
             * @description picked-up quantity × 2.5 kg CO2e per meal (Too Good To Go's convention), to one decimal
             * @example 70
             */
            co2eKg: number;
            /**
             * @description What the picked-up portions cost at the prices they were reserved at, in euro cents; 0 without prices
             * @example 9800
             */
            moneySavedCents: number;
            /** Format: uuid */
            locationId: string;
            /** @example Hoofdgebouw */
            name: string;
        };
        RecordedByDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description An erased user reads as "Verwijderde gebruiker"
             * @example Jan Peeters
             */
            name: string;
        };
        WasteRecordResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            tenantId: string;
            /** Format: uuid */
            locationId: string;
            /** @example Hoofdgebouw */
            locationName: string;
            /** @example 1250 */
            weightGrams: number;
            /**
             * @example overproduction
             * @enum {string}
             */
            stage: "preparation" | "overproduction" | "plate" | "spoilage" | "unsold";
            /** @example overproduced */
            reasonCode: string;
            /**
             * @example digestion
             * @enum {string}
             */
            destination: "digestion" | "compost" | "incineration" | "sewer" | "other";
            /** Format: date-time */
            recordedAt: string;
            /** @description Who recorded it; for an API key, the admin who created the key */
            recordedBy: components["schemas"]["RecordedByDto"];
            /**
             * Format: uuid
             * @example null
             */
            portionId: string | null;
            /** @example null */
            note: string | null;
            /**
             * @description Signed link to the photo; null without one
             * @example null
             */
            photoUrl: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateWasteRecordDto: {
            /**
             * Format: uuid
             * @description An active location of the organisation
             */
            locationId: string;
            /**
             * @description Whole grams
             * @example 1250
             */
            weightGrams: number;
            /**
             * @description preparation (bereiding), overproduction (cooked, never served), plate (came back from the ward or the plate), spoilage (past its date or kept wrongly), unsold (offered on Portiepunt, not collected)
             * @example overproduction
             * @enum {string}
             */
            stage: "preparation" | "overproduction" | "plate" | "spoilage" | "unsold";
            /**
             * @description An active reason of the organisation (GET waste-reasons); an archived one answers 400 archived
             * @example overproduced
             */
            reasonCode: string;
            /**
             * @description digestion (biogas), compost, incineration (residual waste), sewer, other
             * @example digestion
             * @enum {string}
             */
            destination: "digestion" | "compost" | "incineration" | "sewer" | "other";
            /**
             * Format: date-time
             * @description When it was thrown away: not in the future, at most 31 days back, with a time zone; default now
             * @example 2026-11-22T13:45:00+01:00
             */
            recordedAt?: string;
            /**
             * Format: uuid
             * @description The portion it came from
             * @example null
             */
            portionId?: string | null;
            /** @example Soep van gisteren */
            note?: string | null;
        };
        UpdateWasteRecordDto: {
            /**
             * Format: uuid
             * @description An active location of the organisation
             */
            locationId?: string;
            /**
             * @description Whole grams
             * @example 1250
             */
            weightGrams?: number;
            /**
             * @description preparation (bereiding), overproduction (cooked, never served), plate (came back from the ward or the plate), spoilage (past its date or kept wrongly), unsold (offered on Portiepunt, not collected)
             * @example overproduction
             * @enum {string}
             */
            stage?: "preparation" | "overproduction" | "plate" | "spoilage" | "unsold";
            /**
             * @description An active reason of the organisation (GET waste-reasons); an archived one answers 400 archived
             * @example overproduced
             */
            reasonCode?: string;
            /**
             * @description digestion (biogas), compost, incineration (residual waste), sewer, other
             * @example digestion
             * @enum {string}
             */
            destination?: "digestion" | "compost" | "incineration" | "sewer" | "other";
            /**
             * Format: date-time
             * @description When it was thrown away: not in the future, at most 31 days back, with a time zone; default now
             * @example 2026-11-22T13:45:00+01:00
             */
            recordedAt?: string;
            /**
             * Format: uuid
             * @description The portion it came from
             * @example null
             */
            portionId?: string | null;
            /** @example Soep van gisteren */
            note?: string | null;
        };
        WasteReasonLabelsDto: {
            /** @example Soep over */
            nl: string;
            /** @example Reste de soupe */
            fr: string;
            /** @example Soup left over */
            en: string;
        };
        WasteReasonResponseDto: {
            /** @example overproduced */
            code: string;
            /**
             * @example {
             *       "nl": "Te veel gekookt",
             *       "fr": "Trop cuisiné",
             *       "en": "Overproduced"
             *     }
             */
            labels: components["schemas"]["WasteReasonLabelsDto"];
            /** @example false */
            archived: boolean;
        };
        CreateWasteReasonDto: {
            /** @example soup_left */
            code: string;
            labels: components["schemas"]["WasteReasonLabelsDto"];
        };
        UpdateWasteReasonDto: {
            /**
             * @description true archives the reason (its records keep it); false brings it back (at most 20 active)
             * @example true
             */
            archived: boolean;
        };
        SetMealsServedDto: {
            /** @example 240 */
            meals: number;
        };
        MealsServedResponseDto: {
            /** Format: uuid */
            locationId: string;
            /**
             * Format: date
             * @example 2026-11-20
             */
            date: string;
            /** @example 240 */
            meals: number;
        };
        WasteBaselineFiguresDto: {
            /**
             * Format: date
             * @example 2026-01-05
             */
            from: string;
            /**
             * Format: date
             * @example 2026-02-01
             */
            to: string;
            /**
             * @description null without meals served in the baseline
             * @example 61.4
             */
            gramsPerMeal: number | null;
        };
        WastePeriodDto: {
            /**
             * Format: date
             * @example 2026-01-05
             */
            from: string;
            /**
             * Format: date
             * @example 2026-02-01
             */
            to: string;
        };
        WasteWeekDto: {
            /**
             * Format: date
             * @description Monday of the ISO week
             * @example 2026-11-16
             */
            weekStart: string;
            /** @example 48210 */
            wastedGrams: number;
            /** @example 12400 */
            rescuedGrams: number;
            /** @example 910 */
            mealsServed: number;
            /** @example 53 */
            gramsPerMeal: number | null;
        };
        WasteLocationFiguresDto: {
            /** @example 512300 */
            wastedGrams: number;
            /**
             * @description Picked-up portions × their weight (the default weight for portions without one)
             * @example 140800
             */
            rescuedGrams: number;
            /** @example 352 */
            rescuedPortions: number;
            /** @example 10400 */
            mealsServed: number;
            /**
             * @description wastedGrams ÷ mealsServed, one decimal; null without meals
             * @example 49.3
             */
            gramsPerMeal: number | null;
            /**
             * @description Grams per stage
             * @example {
             *       "preparation": 40100,
             *       "overproduction": 250000,
             *       "plate": 180000,
             *       "spoilage": 22200,
             *       "unsold": 20000
             *     }
             */
            byStage: {
                [key: string]: number;
            };
            /**
             * @description Grams per reason code
             * @example {
             *       "overproduced": 250000,
             *       "returned": 180000
             *     }
             */
            byReason: {
                [key: string]: number;
            };
            /**
             * @description Grams per destination
             * @example {
             *       "digestion": 400000,
             *       "compost": 0,
             *       "incineration": 112300,
             *       "sewer": 0,
             *       "other": 0
             *     }
             */
            byDestination: {
                [key: string]: number;
            };
            /** @example 1280.75 */
            co2eKgWasted: number;
            /** @example 352 */
            co2eKgRescued: number;
            /**
             * @description Euro cents at wasteCostCentsPerKg
             * @example 0
             */
            costCentsWasted: number;
            /** @example 0 */
            costCentsRescued: number;
            /** Format: uuid */
            locationId: string;
            /** @example Hoofdgebouw */
            name: string;
        };
        WasteReportResponseDto: {
            /** @example 512300 */
            wastedGrams: number;
            /**
             * @description Picked-up portions × their weight (the default weight for portions without one)
             * @example 140800
             */
            rescuedGrams: number;
            /** @example 352 */
            rescuedPortions: number;
            /** @example 10400 */
            mealsServed: number;
            /**
             * @description wastedGrams ÷ mealsServed, one decimal; null without meals
             * @example 49.3
             */
            gramsPerMeal: number | null;
            /**
             * @description Grams per stage
             * @example {
             *       "preparation": 40100,
             *       "overproduction": 250000,
             *       "plate": 180000,
             *       "spoilage": 22200,
             *       "unsold": 20000
             *     }
             */
            byStage: {
                [key: string]: number;
            };
            /**
             * @description Grams per reason code
             * @example {
             *       "overproduced": 250000,
             *       "returned": 180000
             *     }
             */
            byReason: {
                [key: string]: number;
            };
            /**
             * @description Grams per destination
             * @example {
             *       "digestion": 400000,
             *       "compost": 0,
             *       "incineration": 112300,
             *       "sewer": 0,
             *       "other": 0
             *     }
             */
            byDestination: {
                [key: string]: number;
            };
            /** @example 1280.75 */
            co2eKgWasted: number;
            /** @example 352 */
            co2eKgRescued: number;
            /**
             * @description Euro cents at wasteCostCentsPerKg
             * @example 0
             */
            costCentsWasted: number;
            /** @example 0 */
            costCentsRescued: number;
            /**
             * Format: date
             * @example 2026-09-01
             */
            from: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to: string;
            /**
             * Format: uuid
             * @example null
             */
            locationId: string | null;
            /**
             * @description Decision (EU) 2019/1597: every event weighed (directe weging per gebeurtenis)
             * @enum {string}
             */
            method: "direct_measurement";
            /** @example 2.5 */
            co2eKgPerKgFood: number;
            /** @example FAO (2013), Food wastage footprint: impacts on natural resources */
            co2eSource: string;
            /** @example 0 */
            costCentsPerKg: number;
            /** @example 400 */
            defaultPortionWeightGrams: number;
            baseline: components["schemas"]["WasteBaselineFiguresDto"] | null;
            /** @description Without a baseline: the first 4 complete weeks with records, once passed */
            suggestedBaseline: components["schemas"]["WastePeriodDto"] | null;
            /**
             * @description Grams per meal against the baseline, in percent
             * @example -18.2
             */
            changeAgainstBaselinePercent: number | null;
            weeks: components["schemas"]["WasteWeekDto"][];
            byLocation: components["schemas"]["WasteLocationFiguresDto"][];
        };
        NotificationPreferencesDto: {
            /**
             * @description off; instant (first portion after a quiet spell within a minute, then at most every 10 minutes); digest (11:00 on working days)
             * @enum {string}
             */
            newPortions: "off" | "instant" | "digest";
            /**
             * @description Locations of the user's organisation to hear about; null for all its active locations
             * @example [
             *       "5b0c6f4e-2a8d-4c1e-9f3a-7d6b2e1c0a94"
             *     ]
             */
            locations: string[] | null;
            /** @description Web push to the user's subscribed devices */
            push: boolean;
            /** @description A reminder 30 minutes before a reserved portion's pick-up window closes */
            reminders: boolean;
            /** @description Being told (mail, and push when on) when the kitchen withdraws a reserved portion; default true. Allergen changes to a reserved portion are told whatever this says. Absent in a PUT: unchanged. */
            reservationChanges?: boolean;
        };
        PushPublicKeyDto: {
            /**
             * @description The VAPID public key, base64url: the applicationServerKey of PushManager.subscribe
             * @example BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-PYm7HXjAPF9t5wWvf9k
             */
            publicKey: string;
        };
        PushKeysDto: {
            /**
             * @description The subscription's P-256 public key, base64url
             * @example BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI
             */
            p256dh: string;
            /**
             * @description The subscription's authentication secret, base64url
             * @example FPssNDTKnInHVndSTdbKFw
             */
            auth: string;
        };
        PushSubscriptionDto: {
            /**
             * @description The push service's https URL for this device
             * @example https://fcm.googleapis.com/fcm/send/abc123
             */
            endpoint: string;
            keys: components["schemas"]["PushKeysDto"];
        };
        PushEndpointDto: {
            /**
             * @description The push service's https URL for this device
             * @example https://fcm.googleapis.com/fcm/send/abc123
             */
            endpoint: string;
        };
        UnsubscribedDto: {
            /**
             * @description The kind of notification mail that is now off
             * @enum {string}
             */
            unsubscribed: "newPortions" | "reminders";
        };
        NotificationStatsDto: {
            /**
             * @description Notification mails and pushes delivered to the tenant's users since Monday 00:00 (Amsterdam)
             * @example 12
             */
            sentThisWeek: number;
        };
        ApiKeyResponseDto: {
            /**
             * Format: uuid
             * @example 0b6d8c1e-3f52-4a8e-9d3b-2f1c5e7a9b40
             */
            id: string;
            /** @example Keukensysteem Hoofdgebouw */
            name: string;
            /**
             * @example [
             *       "portions:write"
             *     ]
             */
            scopes: ("portions:write" | "portions:read" | "stats:read" | "reservations:read" | "waste:read" | "waste:write")[];
            /**
             * @description The first characters of the secret, to recognise the key
             * @example pp_live_Xk3f9Q
             */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null until the key is first used
             */
            lastUsedAt: string | null;
        };
        CreateApiKeyDto: {
            /** @example Keukensysteem Hoofdgebouw */
            name: string;
            /**
             * @description portions:write offers, edits and withdraws portions like a kitchen user; portions:read, stats:read and reservations:read only read
             * @example [
             *       "portions:write"
             *     ]
             */
            scopes: ("portions:write" | "portions:read" | "stats:read" | "reservations:read" | "waste:read" | "waste:write")[];
        };
        CreatedApiKeyResponseDto: {
            /**
             * Format: uuid
             * @example 0b6d8c1e-3f52-4a8e-9d3b-2f1c5e7a9b40
             */
            id: string;
            /** @example Keukensysteem Hoofdgebouw */
            name: string;
            /**
             * @example [
             *       "portions:write"
             *     ]
             */
            scopes: ("portions:write" | "portions:read" | "stats:read" | "reservations:read" | "waste:read" | "waste:write")[];
            /**
             * @description The first characters of the secret, to recognise the key
             * @example pp_live_Xk3f9Q
             */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null until the key is first used
             */
            lastUsedAt: string | null;
            /**
             * @description The secret, shown only in this answer: `pp_live_` and 32 random bytes in base64url. Send it as `Authorization: Bearer <secret>`.
             * @example pp_live_Xk3f9Q2mW8vR1tY6uJ0pL4sD7gH5aZ9cB3nE2xK8wQo
             */
            secret: string;
        };
        MailHealthDto: {
            /**
             * @description degraded: the oldest queued mail is over 10 minutes old; down: the last 5 attempts failed; disabled: no SMTP_URL, mails are held
             * @enum {string}
             */
            status: "up" | "degraded" | "down" | "disabled";
            /**
             * @description Mails waiting to be sent
             * @example 0
             */
            queued: number;
            /**
             * @description Mails that gave up in the last 24 hours
             * @example 0
             */
            failedLast24h: number;
            /**
             * @description Age of the oldest queued mail; null when none waits
             * @example null
             */
            oldestQueuedSeconds: number | null;
        };
        ProbeDto: {
            /** @enum {string} */
            status: "ok" | "error";
            /**
             * @description Why the instance is not ready: it is shutting down, the database does not answer, or migrations have not run
             * @enum {string}
             */
            reason?: "draining" | "database" | "migrations";
        };
        ReadinessDto: {
            /** @enum {string} */
            status: "ok" | "error";
            /**
             * @description Why the instance is not ready: it is shutting down, the database does not answer, or migrations have not run
             * @enum {string}
             */
            reason?: "draining" | "database" | "migrations";
            /** @description The outgoing mail, figures at most 10 seconds old; it does not change the status. null while the database is down */
            mail: components["schemas"]["MailHealthDto"] | (never | null);
            /**
             * Format: date-time
             * @description When this check ran
             */
            checkedAt: string;
        };
        HealthDto: {
            /**
             * @description up while the app and its database answer
             * @enum {string}
             */
            status: "up" | "down";
        };
        PersonalDataDto: {
            /**
             * @description The profile: name, address, role, tenant
             * @example {
             *       "id": "67d43247-ddd2-4da3-a441-9fd4b4262a48",
             *       "email": "zorg@delinde.nl",
             *       "firstName": "Sanne",
             *       "lastName": "de Vries",
             *       "role": "staff",
             *       "tenantId": "b2b073f3-1b69-4096-adf3-bbc25fd64fd7",
             *       "tenantName": "Zorggroep De Linde",
             *       "isActive": true,
             *       "createdAt": "2026-09-01T08:00:00.000Z"
             *     }
             */
            profile: {
                [key: string]: unknown;
            };
            /**
             * @description Every reservation, newest first
             * @example [
             *       {
             *         "id": "011a2f8a-88f0-4b73-b11d-ca153bff4a57",
             *         "portionId": "1daf8d87-c568-4986-9c31-cf085e4befc1",
             *         "portionTitle": "Vegetarische curry met rijst",
             *         "locationName": "Paviljoen Oost",
             *         "quantity": 1,
             *         "status": "picked_up",
             *         "reservedAt": "2026-11-20T11:02:00.000Z",
             *         "pickedUpAt": "2026-11-20T12:31:00.000Z",
             *         "cancelledAt": null
             *       }
             *     ]
             */
            reservations: {
                [key: string]: unknown;
            }[];
            /**
             * @description Notification choices, null when never set
             * @example {
             *       "newPortions": "digest",
             *       "locations": null,
             *       "push": false,
             *       "reminders": true,
             *       "reservationChanges": true
             *     }
             */
            notificationPreferences: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Devices registered for web push
             * @example [
             *       {
             *         "endpoint": "https://push.example.org/abc",
             *         "createdAt": "2026-11-02T08:15:00.000Z"
             *       }
             *     ]
             */
            pushDevices: {
                [key: string]: unknown;
            }[];
            /**
             * @description Waste the person recorded (kitchen and admin)
             * @example [
             *       {
             *         "id": "0b6c…",
             *         "locationName": "Hoofdgebouw",
             *         "weightGrams": 1250,
             *         "stage": "overproduction",
             *         "reasonCode": "overproduced",
             *         "destination": "digestion",
             *         "recordedAt": "2026-11-20T13:45:00.000Z",
             *         "note": null,
             *         "createdAt": "2026-11-20T13:45:00.000Z"
             *       }
             *     ]
             */
            wasteRecords: {
                [key: string]: unknown;
            }[];
        };
        EraseTenantDto: {
            /**
             * @description The tenant's slug, repeated to confirm the erasure
             * @example zorggroep-de-linde
             */
            slug: string;
        };
        DisplayLinkResponseDto: {
            /**
             * Format: uuid
             * @example 5d1f7a2e-9c3b-4e8a-b6d0-1f2e3a4b5c6d
             */
            id: string;
            /**
             * @description null for a link made without a name
             * @example Scherm hal Hoofdgebouw
             */
            name: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateDisplayLinkDto: {
            /**
             * @description What the admin calls the screen; trimmed, not blank. Without it the link has no name (null).
             * @example Scherm hal Hoofdgebouw
             */
            name?: string;
        };
        CreatedDisplayLinkResponseDto: {
            /**
             * Format: uuid
             * @example 5d1f7a2e-9c3b-4e8a-b6d0-1f2e3a4b5c6d
             */
            id: string;
            /**
             * @description null for a link made without a name
             * @example Scherm hal Hoofdgebouw
             */
            name: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The page for the screen, shown only in this answer: APP_URL, `/scherm/` and a token of 32 random bytes in base64url. Only a hash of the token is stored.
             * @example https://portiepunt.example.nl/scherm/Xk3f9Q2mW8vR1tY6uJ0pL4sD7gH5aZ9cB3nE2xK8wQo
             */
            url: string;
        };
        RenameDisplayLinkDto: {
            /**
             * @description Trimmed, not blank
             * @example Scherm restaurant
             */
            name: string;
        };
        DisplayPortionDto: {
            /** Format: uuid */
            id: string;
            /** @example Lasagne bolognese */
            title: string;
            /**
             * @description Still free to reserve; at least 1 (sold-out portions are not listed)
             * @example 4
             */
            availableQuantity: number;
            /** @example 10 */
            totalQuantity: number;
            /**
             * Format: date-time
             * @description End of the pick-up window
             */
            availableUntil: string;
            /**
             * @description "Contains", in the order of the regulation
             * @example [
             *       "gluten",
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description "May contain traces of"
             * @example [
             *       "nuts"
             *     ]
             */
            mayContain: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description false only for portions offered before allergens had to be declared with none listed: unknown, not "none"
             * @example true
             */
            allergensDeclared: boolean;
            /**
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet: ("vegetarian" | "vegan" | "halal" | "no_pork")[];
            /**
             * @description Signed link to the WebP photo (1200 px), valid for 3 to 4 hours; null without a photo
             * @example /api/photos/6f1c…/9a2e…?expires=1795000000&signature=…
             */
            photoUrl: string | null;
            /**
             * @description IDDSI texture level
             * @example null
             */
            iddsiLevel: number | null;
        };
        DisplayResponseDto: {
            /** @example Hoofdgebouw */
            locationName: string;
            /** @description Portions that can be reserved now, soonest end first; at most 60 */
            portions: components["schemas"]["DisplayPortionDto"][];
        };
        PaymentListItemDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            reservationId: string;
            /** Format: uuid */
            userId: string | null;
            /** @example Sanne de Vries */
            personName: string;
            /** @example Stamppot boerenkool */
            portionTitle: string;
            /**
             * @example paid
             * @enum {string}
             */
            status: "open" | "paid" | "expired" | "canceled" | "failed" | "refunded";
            /** @example 700 */
            amountCents: number;
            /** @example 58 */
            vatCents: number;
            /** @example 9 */
            vatPercent: number;
            /** @example Portiepunt · Stamppot boerenkool · Restaurant De Linde */
            description: string;
            /** @example tr_7UhSN1zuXS */
            molliePaymentId: string | null;
            /** @example ideal */
            method: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
            /**
             * @example null
             * @enum {string|null}
             */
            refundStatus: "pending" | "refunded" | "failed" | null;
            /** Format: date-time */
            refundedAt: string | null;
            /** @example null */
            mollieRefundId: string | null;
        };
        PaymentSettingsResponseDto: {
            /**
             * @example online
             * @enum {string}
             */
            mode: "free" | "settlement" | "online";
            /**
             * @description Whether a Mollie API key is stored (the key itself is never answered)
             * @example true
             */
            mollieApiKeySet: boolean;
            /**
             * @description Whether the stored key is a test_ key
             * @example true
             */
            mollieTestMode: boolean;
            /**
             * @example [
             *       "ideal",
             *       "bancontact"
             *     ]
             */
            methods: string[];
            /** @example 10 */
            holdMinutes: number;
            /** @example false */
            refundNoShows: boolean;
            /** @example 9 */
            vatPercent: number;
        };
        SavePaymentSettingsDto: {
            /**
             * @description free: no payment; settlement: the monthly list; online: Mollie
             * @example online
             * @enum {string}
             */
            mode: "free" | "settlement" | "online";
            /**
             * @description The organisation's Mollie API key (test_ or live_ and 30 characters). Leave it out to keep the stored one; never answered.
             * @example test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM
             */
            mollieApiKey?: string;
            /**
             * @description Methods offered at checkout; each must be enabled in the Mollie account. Empty: all that the account has enabled.
             * @example [
             *       "ideal",
             *       "bancontact",
             *       "creditcard",
             *       "voucher"
             *     ]
             */
            methods?: string[];
            /**
             * @description Minutes a reservation holds its units unpaid
             * @example 10
             */
            holdMinutes?: number;
            /**
             * @description Whether a paid reservation not picked up (no-show) is refunded
             * @example false
             */
            refundNoShows?: boolean;
            /**
             * @description VAT on portions, in percent
             * @example 9
             */
            vatPercent?: number;
        };
        PaymentMethodDto: {
            /** @example ideal */
            id: string;
            /** @example iDEAL */
            description: string;
        };
        MollieTestResultDto: {
            /** @description The methods the Mollie account has enabled */
            methods: components["schemas"]["PaymentMethodDto"][];
            /** @example true */
            testMode: boolean;
        };
        MollieWebhookDto: {
            /**
             * @description Mollie's payment id: the only thing its webhook carries
             * @example tr_WDqYK6vllg
             */
            id: string;
        };
    };
    responses: never;
    parameters: {
        /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
        ListSort: string;
        /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
        ListRange: string;
        /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
        ListFilter: string;
    };
    requestBodies: never;
    headers: {
        /** @description The page and total: `<resource> <start>-<end>/<total>`, or `<resource> *\/<total>` for an empty page. */
        ContentRange: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuditController_listForTenant: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuditController_listAll: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEmailsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of emails */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboundEmailDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEmailsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboundEmailDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WebhooksController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued copy */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    LocationsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of locations */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    LocationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLocationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    LocationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    LocationsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLocationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PlanUsageController_usage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanUsageResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTenantsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tenants */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTenantsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantDto"];
            };
        };
        responses: {
            /** @description The tenant and its first admin, created in one transaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTenantsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTenantsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DataRightsController_eraseTenantWithData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseTenantDto"];
            };
        };
        responses: {
            /** @description The erased tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description After 5 failures for this address within 15 minutes (from any IP, whether or not the account exists; the wait doubles up to 15 minutes), or 20 from this IP */
            429: {
                headers: {
                    /** @description Seconds until an attempt is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many login attempts; try again in 60 seconds",
                     *       "code": "too_many_login_attempts"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUserDto"];
            };
        };
        responses: {
            /** @description An admin registers into their own tenant; a superadmin into any. Without a password the user is mailed an invitation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ProfileController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponseDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ProfileController_language: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeLanguageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UsersController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UsersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UsersController_import: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        /** @description Header email,firstName,lastName,role; comma or semicolon separated; UTF-8 with or without BOM; roles kitchen, staff, admin */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Which rows were added and which skipped, with the reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserImportReportDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DataRightsController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The erased user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoController_begin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartSsoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoRedirectDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /login/sso */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoController_redeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeSsoCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLoginResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoConfigurationController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConfigurationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoConfigurationController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSsoConfigurationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConfigurationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoConfigurationController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDomainStatusDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoConfigurationController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoRedirectDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoConfigurationController_testResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoTestResultDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SsoDomainApprovalController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's id */
                id: string;
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDomainStatusDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ScimTokensController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimTokenResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ScimTokensController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScimTokenDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedScimTokenResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ScimTokensController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimTokenResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasswordController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotPasswordReceiptDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 requests for this address, or 20 from this IP, within an hour (counted whether or not the address exists) */
            429: {
                headers: {
                    /** @description Seconds until a request is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many password reset requests; try again in 3600 seconds",
                     *       "code": "too_many_password_resets"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasswordController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description Password set; every token issued before now answers 401 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasswordController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Password changed; every token issued before now, this one included, answers 401 */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    InvitationsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitation queued; earlier links of this user stop working */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPasswordResetController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset mail queued; earlier links of this user stop working */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PublicLeadsController_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactRequestDto"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateContactRequestDto"];
            };
        };
        responses: {
            /** @description Stored before this answer. A repeat with the same email and organisation within 2 minutes answers the first request and stores nothing. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionReceiptDto"];
                };
            };
            /** @description A plain HTML form post (application/x-www-form-urlencoded, consent as privacyAccepted=on) is sent to the thank-you page of its language (/bedankt, /fr/merci, /en/thank-you), or back to its form page with ?fout=<fields> when it fails */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 submissions from this address in 10 minutes (both forms together) */
            429: {
                headers: {
                    /** @description Seconds until a submission is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many requests; try again in 600 seconds",
                     *       "code": "too_many_submissions"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PublicLeadsController_partnerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePartnerApplicationDto"];
                "application/x-www-form-urlencoded": components["schemas"]["CreatePartnerApplicationDto"];
            };
        };
        responses: {
            /** @description Stored before this answer. A repeat with the same email and organisation within 2 minutes answers the first request and stores nothing. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionReceiptDto"];
                };
            };
            /** @description A plain HTML form post (application/x-www-form-urlencoded, consent as privacyAccepted=on) is sent to the thank-you page of its language (/bedankt, /fr/merci, /en/thank-you), or back to its form page with ?fout=<fields> when it fails */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 submissions from this address in 10 minutes (both forms together) */
            429: {
                headers: {
                    /** @description Seconds until a submission is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many requests; try again in 600 seconds",
                     *       "code": "too_many_submissions"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDetailsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeContactRequestStatusDto"];
            };
        };
        responses: {
            /** @description Records the change in the history; the same status with a note records the note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDetailsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased for good, with its history; answers the erased record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDetailsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_convert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConvertContactRequestDto"];
            };
        };
        responses: {
            /** @description The tenant (named after the organisation) and its first admin, the request converted and linked: one transaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConvertedContactRequestDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnerApplicationsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of partner-applications */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnerApplicationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationDetailsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnerApplicationsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePartnerApplicationStatusDto"];
            };
        };
        responses: {
            /** @description Records the change in the history; the same status with a note records the note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationDetailsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnerApplicationsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased for good, with its history; answers the erased record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationDetailsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnersController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of partners */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminPartnersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePartnerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCommissionsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of commissions */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionLineResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCommissionsController_correct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCorrectionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionLineResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCommissionsController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closed (closing again changes nothing) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCommissionsController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkPaidDto"];
            };
        };
        responses: {
            /** @description Recorded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCommissionsController_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 with BOM, one row per partner, in the caller's profile language: Dutch (shown) and French semicolon-separated with decimal commas, English comma-separated with decimal points; dates as each language writes them. Dutch: Partner-ID;Bedrijf;E-mailadres;Verwijzingscode;Regels;Bedrag (EUR);Betaald op;Betalingskenmerk; file commissie-YYYY-MM.csv (commissions-… in French, commission-… in English) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Partner-ID;Bedrijf;E-mailadres;Verwijzingscode;Regels;Bedrag (EUR);Betaald op;Betalingskenmerk
                     *     8d2f6c1a-3b4e-4f7a-9c0d-5e6f7a8b9c0d;Van Dijk Advies;joost@vandijk.nl;van-dijk-advies;1;8,90;05-11-2026;BANK-2026-11-0042
                     */
                    "text/csv": string;
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminAttributionController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributionDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminAttributionController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAttributionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributionDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PartnerPortalController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerProfileDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PartnerPortalController_referrals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralDto"][];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PartnerPortalController_commissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCommissionsDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TenantSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettingsResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TenantSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettingsResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionsController_list: {
        parameters: {
            query?: {
                /** @description true: only what can be reserved now, soonest end first (staff always get this) */
                available?: boolean;
                /** @description Only portions of this location */
                locationId?: string;
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of portions */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePortionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePortionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawPortionDto"];
            };
        };
        responses: {
            /** @description Withdrawn: expired, with its open reservations cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TemperatureChecksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTemperatureCheckDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemperatureCheckDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    FoodSafetyLogController_log: {
        parameters: {
            query?: {
                /** @description First calendar day (Belgian and Dutch time), YYYY-MM-DD; absent: today */
                from?: string;
                /** @description Last calendar day, not before from; at most 92 days in all; absent: from */
                to?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodSafetyLogDto"];
                    "text/csv": components["schemas"]["FoodSafetyLogDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reservations */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReservationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Own reservations; kitchen sees every reservation of the tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_refreshPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_updateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeReservationStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReservationsController_acknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionReservationsController_reservations: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reservations */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionReservationResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CounterController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReservationResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CounterController_handOver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandOverDto"];
            };
        };
        responses: {
            /** @description The reservation, now picked_up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistPlaceResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not waiting (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionPhotoController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, at most 8 MB
                     */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description The portion, with its new photoUrl */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Photo larger than 8 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PortionPhotoController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portion, with photoUrl null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PhotosController_get: {
        parameters: {
            query: {
                /** @description Expiry of the link, seconds since the epoch */
                expires: string;
                /** @description HMAC of tenant, photo and expiry */
                signature: string;
                /** @description large: 1200 px wide, small: 400 px */
                size?: "large" | "small";
            };
            header?: never;
            path: {
                tenantId: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WebP image; cacheable privately until the link expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    StatsController_stats: {
        parameters: {
            query?: {
                /** @description Only the portions of this location */
                locationId?: string;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    StatsController_weekly: {
        parameters: {
            query?: {
                /** @description Only the portions of this location */
                locationId?: string;
                weeks?: number;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per ISO week, oldest first, the current week last, empty weeks included */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyStatsRowDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    StatsController_daily: {
        parameters: {
            query?: {
                /** @description Only the portions of this location */
                locationId?: string;
                days?: number;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day, oldest first, today last, empty days included */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatsRowDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    StatsController_food: {
        parameters: {
            query?: {
                /** @description Only the portions of this location */
                locationId?: string;
                days?: number;
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodStatsResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    StatsController_locations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per location, active or not, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationStatsRowDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteRecordsController_list: {
        parameters: {
            query?: {
                /** @description csv: the same records as CSV in the reader's language (at most 100,000 rows) */
                format?: "csv";
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of waste-records */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteRecordResponseDto"][];
                    "text/csv": components["schemas"]["WasteRecordResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteRecordsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWasteRecordDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteRecordResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteRecordsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteRecordResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteRecordsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWasteRecordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteRecordResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteRecordsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteRecordResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteReasonsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteReasonResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteReasonsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWasteReasonDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteReasonResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteReasonsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWasteReasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteReasonResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "Conflict",
                     *       "message": "Het abonnement Groep staat maximaal 3 actieve locaties toe.",
                     *       "code": "location_cap_reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    MealsServedController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
                /** @description Local day, YYYY-MM-DD */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetMealsServedDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealsServedResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    MealsServedController_list: {
        parameters: {
            query?: {
                /** @description With to; default 30 days before today */
                from?: string;
                /** @description At most 366 days after from; default today */
                to?: string;
            };
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealsServedResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WasteReportController_get: {
        parameters: {
            query?: {
                /** @description First local day; with to. Default: 12 weeks ago (Monday) */
                from?: string;
                /** @description Last local day, at most 731 days after from; default today */
                to?: string;
                /** @description Only this location (byLocation is then empty) */
                locationId?: string;
                /** @description csv: the same report as CSV in the reader's language */
                format?: "csv";
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WasteReportResponseDto"];
                    "text/csv": components["schemas"]["WasteReportResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    EventsController_stream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NotificationPreferencesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NotificationPreferencesController_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_publicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushPublicKeyDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionDto"];
            };
        };
        responses: {
            /** @description Was stored already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushEndpointDto"];
            };
        };
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UnsubscribeController_ask: {
        parameters: {
            query: {
                /** @description The signed token from the mail's List-Unsubscribe link */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page in the recipient's language with an "Afmelden" button that POSTs the same link; a bad token gets a Dutch page when HTML is accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UnsubscribeController_confirm: {
        parameters: {
            query: {
                /** @description The signed token from the mail's List-Unsubscribe link */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Off; a browser (Accept: text/html) gets a confirmation page in the recipient's language instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribedDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NotificationStatsController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationStatsDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of api-keys */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeysController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeysController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SettlementsController_settlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                /** @description Calendar month (Europe/Amsterdam) as YYYY-MM, by the moment of pick-up */
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 with BOM, in the caller's profile language: Dutch (shown) and French semicolon-separated with decimal commas, English comma-separated with decimal points. Dutch: E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR), then a Totaal line; file afrekening-YYYY-MM.csv (decompte-… in French, settlement-… in English) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR)
                     *     zorg@delinde.nl;Sanne;de Vries;3;10,50
                     *     Totaal;;;3;10,50
                     */
                    "text/csv": string;
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["ProbeDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "mail": {
                     *         "status": "up",
                     *         "queued": 0,
                     *         "failedLast24h": 0,
                     *         "oldestQueuedSeconds": null
                     *       },
                     *       "checkedAt": "2026-11-23T22:58:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "reason": "database",
                     *       "mail": null,
                     *       "checkedAt": "2026-11-23T22:58:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "up"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "down"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    DataRightsController_tenantExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DataRightsController_personalExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataDto"];
                };
            };
            /** @description A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DisplayLinksController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of displays */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisplayLinkResponseDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DisplayLinksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDisplayLinkDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedDisplayLinkResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DisplayLinksController_rename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
                displayId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameDisplayLinkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisplayLinkResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DisplayLinksController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
                displayId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DisplayController_portions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisplayResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DisplayController_events: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found (also for objects of another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "message": "Portion not found",
                     *       "code": "portion_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentsListController_list: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]`; the operation names its sort fields. */
                sort?: components["parameters"]["ListSort"];
                /** @description JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows. */
                range?: components["parameters"]["ListRange"];
                /** @description JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys. */
                filter?: components["parameters"]["ListFilter"];
            };
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentListItemDto"][];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettingsResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentSettingsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePaymentSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettingsResponseDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentSettingsController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MollieTestResultDto"];
                };
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "Forbidden",
                     *       "message": "Your role may not do this"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    /** @description Seconds until a call is accepted again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    MollieWebhookController_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["MollieWebhookDto"];
                "application/json": components["schemas"]["MollieWebhookDto"];
            };
        };
        responses: {
            /** @description Handled (or nothing to do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a code, its params and a message per refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "Bad Request",
                     *       "message": "Validation failed",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "code": "too_long",
                     *           "message": "title must be shorter than or equal to 120 characters",
                     *           "params": {
                     *             "max": 120
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB (512 kB for text/csv) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 413,
                     *       "error": "Payload Too Large",
                     *       "message": "Request body is too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not in the media type the operation consumes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 415,
                     *       "error": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests (for an API key: more than its rate); see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many calls with this API key",
                     *       "code": "api_key_rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the payment provider (Mollie) cannot be reached; try again shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "error": "Service Unavailable",
                     *       "message": "Service temporarily unavailable; try again shortly"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
