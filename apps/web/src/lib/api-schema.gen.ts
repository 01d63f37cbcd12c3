// Generated from the API's OpenAPI document by `npm run api:types`. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "ok" | "degraded";
                                /** @enum {string} */
                                database: "up" | "down";
                                /** @enum {string} */
                                databaseKind: "pglite" | "postgres";
                                time: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "ok" | "degraded";
                                /** @enum {string} */
                                database: "up" | "down";
                                /** @enum {string} */
                                databaseKind: "pglite" | "postgres";
                                time: string;
                            };
                        } | {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
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
        /** The process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
            };
        };
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
        /** Ready for traffic: database reachable, migrations applied, not shutting down; also the instance's last renewal pass and mail worker, which never make it unready */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ready: boolean;
                                /** @enum {string} */
                                database: "up" | "down";
                                pendingMigrations: number | null;
                                draining: boolean;
                                renewals: {
                                    lastPassFinishedAt: string | null;
                                    lastPassSucceeded: boolean | null;
                                };
                                mailWorker: {
                                    ready: boolean;
                                    /** @enum {string} */
                                    state: "off" | "running" | "failing";
                                    lastSentAt: string | null;
                                    lastFailedAt: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ready: boolean;
                                /** @enum {string} */
                                database: "up" | "down";
                                pendingMigrations: number | null;
                                draining: boolean;
                                renewals: {
                                    lastPassFinishedAt: string | null;
                                    lastPassSucceeded: boolean | null;
                                };
                                mailWorker: {
                                    ready: boolean;
                                    /** @enum {string} */
                                    state: "off" | "running" | "failing";
                                    lastSentAt: string | null;
                                    lastFailedAt: string | null;
                                };
                            };
                        } | {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a personal or company customer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        fullName?: string;
                        firstName?: string;
                        lastName?: string;
                        password: string;
                        mobile: string;
                        repMobile?: string | null;
                        /** @enum {string} */
                        customerType: "PHYSICAL" | "LEGAL";
                        /**
                         * @default KA
                         * @enum {string}
                         */
                        language?: "KA" | "EN" | "RU";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/send-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend the verification e-mail (once every 30 s) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail with the code of the link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        verificationCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; the session token comes back in the Authorization response header */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                username: string;
                                fullName: string;
                                firstName: string | null;
                                lastName: string | null;
                                mobile: string | null;
                                idNumber: string | null;
                                /** @enum {string} */
                                customerType: "PHYSICAL" | "LEGAL";
                                /** @enum {string} */
                                language: "KA" | "EN" | "RU";
                                repMobile: string | null;
                                chiefManager: string | null;
                                fieldOfActivity: string | null;
                                notes: string | null;
                                /** @enum {string} */
                                role: "USER" | "ADMIN";
                                /** @enum {string} */
                                status: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/reset-password-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a reset code; the same answer whether or not the account exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/reset-password-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a reset code; returns a one-time reset key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                resetKey: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset key; every session ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        resetKey: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages in the development outbox, newest first */
        get: {
            parameters: {
                query?: {
                    to?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                to: string;
                                subject: string;
                                text: string;
                                html: string;
                                status: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/callback/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signed server-to-server notification from the bank */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": string;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                received: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public/purchase-demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a demo; staff are told by e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        customerType: "PHYSICAL" | "LEGAL";
                        fullName?: string;
                        productKey?: string | null;
                        mobile: string;
                        /** @enum {string} */
                        language: "KA" | "EN" | "RU";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** End this session */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                username: string;
                                fullName: string;
                                firstName: string | null;
                                lastName: string | null;
                                mobile: string | null;
                                idNumber: string | null;
                                /** @enum {string} */
                                customerType: "PHYSICAL" | "LEGAL";
                                /** @enum {string} */
                                language: "KA" | "EN" | "RU";
                                repMobile: string | null;
                                chiefManager: string | null;
                                fieldOfActivity: string | null;
                                notes: string | null;
                                /** @enum {string} */
                                role: "USER" | "ADMIN";
                                /** @enum {string} */
                                status: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        /** Update the profile (fields of the customer type; a stored ID cannot change) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idNumber?: string | null;
                        fullName?: string | null;
                        firstName?: string | null;
                        lastName?: string | null;
                        mobile?: string | null;
                        chiefManager?: string | null;
                        repMobile?: string | null;
                        fieldOfActivity?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                username: string;
                                fullName: string;
                                firstName: string | null;
                                lastName: string | null;
                                mobile: string | null;
                                idNumber: string | null;
                                /** @enum {string} */
                                customerType: "PHYSICAL" | "LEGAL";
                                /** @enum {string} */
                                language: "KA" | "EN" | "RU";
                                repMobile: string | null;
                                chiefManager: string | null;
                                fieldOfActivity: string | null;
                                notes: string | null;
                                /** @enum {string} */
                                role: "USER" | "ADMIN";
                                /** @enum {string} */
                                status: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password; other sessions end */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        oldPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the language of e-mails */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "KA" | "EN" | "RU";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's cart, priced from the catalogue */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                product: {
                                    productKey: string;
                                    price: number;
                                    basePrice: number | null;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    /** @enum {string} */
                                    type: "SOLUTION" | "SERVICE" | "HARDWARE";
                                    name: string;
                                    slug: string | null;
                                };
                                quantity: number;
                                productId: number;
                                productQwt: number;
                                hasBasicItem: boolean;
                                isPermise: boolean;
                                firstPurchase: boolean;
                                training: boolean;
                                countable: boolean;
                                fixedQuantity: boolean;
                                porting: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        /** Set the quantity of a price in the cart (0 removes it); returns the cart */
        put: {
            parameters: {
                query: {
                    productKey: string;
                    quantity: string;
                    promoCode?: string;
                    porting?: "Y";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                product: {
                                    productKey: string;
                                    price: number;
                                    basePrice: number | null;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    /** @enum {string} */
                                    type: "SOLUTION" | "SERVICE" | "HARDWARE";
                                    name: string;
                                    slug: string | null;
                                };
                                quantity: number;
                                productId: number;
                                productQwt: number;
                                hasBasicItem: boolean;
                                isPermise: boolean;
                                firstPurchase: boolean;
                                training: boolean;
                                countable: boolean;
                                fixedQuantity: boolean;
                                porting: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Empty the cart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                product: {
                                    productKey: string;
                                    price: number;
                                    basePrice: number | null;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    /** @enum {string} */
                                    type: "SOLUTION" | "SERVICE" | "HARDWARE";
                                    name: string;
                                    slug: string | null;
                                };
                                quantity: number;
                                productId: number;
                                productQwt: number;
                                hasBasicItem: boolean;
                                isPermise: boolean;
                                firstPurchase: boolean;
                                training: boolean;
                                countable: boolean;
                                fixedQuantity: boolean;
                                porting: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved card (mask and brand only), or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cardId: number;
                                mask: string;
                                brand: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Open the bank's card page; returns the address the browser navigates to */
        post: {
            parameters: {
                query: {
                    successRedirectUrl: string;
                    errorRedirectUrl: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                redirectUrl: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        /** Remove the saved card */
        delete: {
            parameters: {
                query: {
                    cardId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pay for the cart with the saved card; the same Idempotency-Key charges once */
        put: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idNumber: string;
                        fullName?: string;
                        firstName?: string;
                        lastName?: string;
                        chiefManager?: string;
                        fieldOfActivity?: string;
                        emails?: string[];
                        savePersonalInfo?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: number;
                                /** Format: uri */
                                redirectUrl?: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/purchase/first-purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether buying this price now is the customer's first purchase of its product (its first unit at the base price) */
        get: {
            parameters: {
                query: {
                    productKey: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                productKey: string;
                                firstPurchase: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/report/payment-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's succeeded payments, newest first */
        get: {
            parameters: {
                query?: {
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    paymentId: number;
                                    documentNumber?: string | null;
                                    externalId: string | null;
                                    paymentTime: string;
                                    amount: number;
                                    /** @enum {string} */
                                    kind?: "PURCHASE" | "RENEWAL" | "REPAY" | "REFUND";
                                    refundOfPaymentId?: number | null;
                                    cardNotSaved?: boolean;
                                    email: string;
                                    idNumber: string | null;
                                    vat?: {
                                        rateBp: number;
                                        amount: number;
                                    } | null;
                                    taxInvoice?: {
                                        /** @enum {string} */
                                        kind: "INVOICE" | "CORRECTION";
                                        /** @enum {string} */
                                        status: "WAITING" | "SENT" | "CONFIRMED" | "REFUSED" | "FAILED" | "NOT_CONFIGURED";
                                        series: string | null;
                                        number: string | null;
                                        error?: string | null;
                                    } | null;
                                    purchaseList: {
                                        productKey: string;
                                        productName: string;
                                        purchasedItemId: number;
                                        /** @enum {string} */
                                        period: "M1" | "Y1" | "PREMISE";
                                        quantity: number;
                                        price: number;
                                        vat?: number | null;
                                    }[];
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/report/payment-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment of the customer (404 for anyone else) */
        get: {
            parameters: {
                query: {
                    paymentId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: number;
                                documentNumber?: string | null;
                                externalId: string | null;
                                paymentTime: string;
                                amount: number;
                                /** @enum {string} */
                                kind?: "PURCHASE" | "RENEWAL" | "REPAY" | "REFUND";
                                refundOfPaymentId?: number | null;
                                cardNotSaved?: boolean;
                                email: string;
                                idNumber: string | null;
                                vat?: {
                                    rateBp: number;
                                    amount: number;
                                } | null;
                                taxInvoice?: {
                                    /** @enum {string} */
                                    kind: "INVOICE" | "CORRECTION";
                                    /** @enum {string} */
                                    status: "WAITING" | "SENT" | "CONFIRMED" | "REFUSED" | "FAILED" | "NOT_CONFIGURED";
                                    series: string | null;
                                    number: string | null;
                                    error?: string | null;
                                } | null;
                                purchaseList: {
                                    productKey: string;
                                    productName: string;
                                    purchasedItemId: number;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    quantity: number;
                                    price: number;
                                    vat?: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/report/purchase-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** On-premise licences (onPremise=true) or subscriptions (onPremise=false) of the customer */
        get: {
            parameters: {
                query: {
                    onPremise: "true" | "false";
                    query?: string;
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    purchasedItemId: number;
                                    paymentId: number | null;
                                    itemName: string;
                                    createTime: string;
                                    lastPaymentTime: string | null;
                                    nextPaymentTime: string | null;
                                    overdueDays: number | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "CANCELING" | "CANCELED";
                                    unitCost: number;
                                    upcomingPayment: number;
                                    price: number;
                                    quantity: number;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    idNumber: string | null;
                                    product: {
                                        productKey: string;
                                    };
                                    amountDue: number;
                                    duePeriods: {
                                        periodStart: string;
                                        periodEnd: string;
                                        amount: number;
                                    }[];
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/repay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay now: charge the saved card for every period overdue on one of the caller's subscriptions (refused when `amount` is sent and no longer matches) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                        amount?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: number;
                                /** Format: uri */
                                redirectUrl?: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a subscription: it ends with its paid period and is never charged again */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchasedItemId: number;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELING" | "CANCELED";
                                endDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Undo a cancellation while the subscription's paid period runs: it renews as before */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchasedItemId: number;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELING" | "CANCELED";
                                endDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/payments/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt (or a refund's credit note) of one of the customer's payments, as a PDF in the language on screen; 404 for anyone else's */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes/tax-number/{tin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's tax number at the Revenue Service: its registered name and whether it pays VAT, unknown, or unavailable (no answer; never a reason to stop a purchase) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "found";
                                name: string;
                                vatPayer: boolean;
                            } | {
                                /** @enum {string} */
                                status: "unknown";
                            } | {
                                /** @enum {string} */
                                status: "unavailable";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The revenue dashboard: MRR and ARR, movements, subscriptions, customers, overdue debt, forecast, payments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                today: string;
                                mrr: {
                                    mrr: number;
                                    arr: number;
                                };
                                mrrHistory: {
                                    day: string;
                                    mrr: number;
                                    arr: number;
                                }[];
                                movements: {
                                    month: string;
                                    newMrr: number;
                                    expansionMrr: number;
                                    churnedMrr: number;
                                    recovered: number;
                                }[];
                                subscriptionsByProduct: {
                                    productKey: string;
                                    productName: string;
                                    /** @enum {string} */
                                    period: "M1" | "Y1";
                                    items: number;
                                    quantity: number;
                                    mrr: number;
                                }[];
                                subscriptionsByPeriod: {
                                    /** @enum {string} */
                                    period: "M1" | "Y1";
                                    items: number;
                                    quantity: number;
                                    mrr: number;
                                }[];
                                customersByStatus: {
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                                    customers: number;
                                }[];
                                overdue: {
                                    /** @enum {string} */
                                    bucket: "d0_7" | "d8_30" | "d31_90" | "d91";
                                    minDays: number;
                                    maxDays: number | null;
                                    items: number;
                                    amount: number;
                                }[];
                                forecast: {
                                    day: string;
                                    amount: number;
                                    items: number;
                                }[];
                                payments: {
                                    day: string;
                                    succeeded: number;
                                    succeededAmount: number;
                                    refused: number;
                                    refusedAmount: number;
                                    refunds: number;
                                    refundedAmount: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One table of the revenue dashboard as an Excel workbook */
        get: {
            parameters: {
                query: {
                    table: "mrr" | "movements" | "subscriptions" | "customers" | "overdue" | "forecast" | "payments";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any payment's receipt or credit note as a PDF, in the language on screen (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, newest first, with their derived status */
        get: {
            parameters: {
                query?: {
                    status?: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                    customerType?: "PHYSICAL" | "LEGAL";
                    query?: string;
                    fromDate?: string;
                    toDate?: string;
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    id: number;
                                    user_id: string | null;
                                    createTime: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                                    customer: {
                                        customerId: number;
                                        /** @enum {string} */
                                        customerType: "PHYSICAL" | "LEGAL";
                                        fullName: string;
                                        idNumber: string | null;
                                        email: string;
                                        mobile: string | null;
                                        repMobile: string | null;
                                        fieldOfActivity: string | null;
                                        notes: string | null;
                                    };
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchase/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchased items of every customer (On Premise and Current Billings) */
        get: {
            parameters: {
                query?: {
                    paymentId?: number;
                    idNumber?: string;
                    onPremise?: "true" | "false";
                    query?: string;
                    status?: "ACTIVE" | "CANCELING" | "CANCELED";
                    productType?: "SOLUTION" | "SERVICE" | "HARDWARE";
                    period?: "MONTH1" | "MONTH12" | "UNLIMITED";
                    isOverdue?: "true" | "false";
                    overdueFrom?: number;
                    overdueTo?: number;
                    isFirstPurchase?: "true" | "false";
                    comments?: string;
                    fromDate?: string;
                    toDate?: string;
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    purchasedItemId: number;
                                    paymentId: number | null;
                                    itemName: string;
                                    createTime: string;
                                    lastPaymentTime: string | null;
                                    nextPaymentTime: string | null;
                                    overdueDays: number | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "CANCELING" | "CANCELED";
                                    unitCost: number;
                                    upcomingPayment: number;
                                    price: number;
                                    quantity: number;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    idNumber: string | null;
                                    product: {
                                        productKey: string;
                                    };
                                    amountDue: number;
                                    duePeriods: {
                                        periodStart: string;
                                        periodEnd: string;
                                        amount: number;
                                    }[];
                                    productType: ("SOLUTION" | "SERVICE" | "HARDWARE") | null;
                                    firstPurchase: boolean;
                                    comment: ("REGISTRATION_1C_CONNECT" | "REGISTRATION_1C_PORTAL" | "DB_URL") | null;
                                    userId: number;
                                    user_id: string | null;
                                    customer: {
                                        customerId: number;
                                        /** @enum {string} */
                                        customerType: "PHYSICAL" | "LEGAL";
                                        fullName: string;
                                        idNumber: string | null;
                                        email: string;
                                        mobile: string | null;
                                        repMobile: string | null;
                                        fieldOfActivity: string | null;
                                        notes: string | null;
                                    };
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer's paid payments, newest first */
        get: {
            parameters: {
                query?: {
                    fromDate?: string;
                    toDate?: string;
                    offset?: number;
                    limit?: number;
                    taxInvoice?: "WAITING" | "SENT" | "CONFIRMED" | "REFUSED" | "FAILED" | "NOT_CONFIGURED" | "NOT_NEEDED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    paymentId: number;
                                    documentNumber?: string | null;
                                    externalId: string | null;
                                    paymentTime: string;
                                    amount: number;
                                    /** @enum {string} */
                                    kind?: "PURCHASE" | "RENEWAL" | "REPAY" | "REFUND";
                                    refundOfPaymentId?: number | null;
                                    cardNotSaved?: boolean;
                                    email: string;
                                    idNumber: string | null;
                                    vat?: {
                                        rateBp: number;
                                        amount: number;
                                    } | null;
                                    taxInvoice?: {
                                        /** @enum {string} */
                                        kind: "INVOICE" | "CORRECTION";
                                        /** @enum {string} */
                                        status: "WAITING" | "SENT" | "CONFIRMED" | "REFUSED" | "FAILED" | "NOT_CONFIGURED";
                                        series: string | null;
                                        number: string | null;
                                        error?: string | null;
                                    } | null;
                                    purchaseList: {
                                        productKey: string;
                                        productName: string;
                                        purchasedItemId: number;
                                        /** @enum {string} */
                                        period: "M1" | "Y1" | "PREMISE";
                                        quantity: number;
                                        price: number;
                                        vat?: number | null;
                                    }[];
                                    userId: number;
                                    fullName: string;
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a customer's personal-URL note (only with a back-office user_id); audited */
        put: {
            parameters: {
                query: {
                    userId: number;
                    notes: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notification/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a notification template with sample data to an address; audited */
        post: {
            parameters: {
                query: {
                    type: "VERIFICATION" | "RESET_PASSWORD" | "REGISTRATION_ATTEMPT" | "RECEIPT" | "RENEWAL_RECEIPT" | "REFUND_RECEIPT" | "RENEWAL_FAILED" | "SUBSCRIPTION_CANCELLED" | "SUBSCRIPTION_ENDED" | "RENEWAL_UPCOMING" | "CARD_EXPIRING" | "DEMO_REQUEST";
                    language: "KA" | "EN" | "RU";
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers as an Excel workbook (the user list filters) */
        get: {
            parameters: {
                query?: {
                    status?: "INCOMPLETE" | "VERIFIED" | "DEMO" | "PAYED";
                    customerType?: "PHYSICAL" | "LEGAL";
                    query?: string;
                    fromDate?: string;
                    toDate?: string;
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchase/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchases as an Excel workbook (the purchase list filters) */
        get: {
            parameters: {
                query?: {
                    paymentId?: number;
                    idNumber?: string;
                    onPremise?: "true" | "false";
                    query?: string;
                    status?: "ACTIVE" | "CANCELING" | "CANCELED";
                    productType?: "SOLUTION" | "SERVICE" | "HARDWARE";
                    period?: "MONTH1" | "MONTH12" | "UNLIMITED";
                    isOverdue?: "true" | "false";
                    overdueFrom?: number;
                    overdueTo?: number;
                    isFirstPurchase?: "true" | "false";
                    comments?: string;
                    fromDate?: string;
                    toDate?: string;
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments as an Excel workbook (From and To Date) */
        get: {
            parameters: {
                query?: {
                    fromDate?: string;
                    toDate?: string;
                    offset?: number;
                    limit?: number;
                    taxInvoice?: "WAITING" | "SENT" | "CONFIRMED" | "REFUSED" | "FAILED" | "NOT_CONFIGURED" | "NOT_NEEDED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment/refundable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid payment's lines with what was refunded and what is left to refund on each */
        get: {
            parameters: {
                query: {
                    paymentId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: number;
                                userId: number;
                                fullName: string;
                                email: string;
                                amount: number;
                                refunded: number;
                                left: number;
                                lines: {
                                    paymentLineId: number;
                                    purchasedItemId: number | null;
                                    productKey: string;
                                    productName: string;
                                    /** @enum {string} */
                                    period: "M1" | "Y1" | "PREMISE";
                                    periodStart: string | null;
                                    quantity: number;
                                    paid: number;
                                    refunded: number;
                                    left: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a payment, whole or in part per line, through the bank; once per idempotency key; audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentId: number;
                        idempotencyKey: string;
                        lines: {
                            paymentLineId: number;
                            amount: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                refundPaymentId: number;
                                paymentId: number;
                                amount: number;
                                /** @enum {string} */
                                status: "SUCCEEDED" | "PENDING";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchase/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge an overdue renewal now, outside the retry schedule (once however many clicks); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                        idempotencyKey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchasedItemId: number;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELING" | "CANCELED";
                                nextPaymentDate: string | null;
                                amount: number;
                                paymentId: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchase/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a subscription for the customer at the end of its paid period (the customer's own cancel); audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchasedItemId: number;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELING" | "CANCELED";
                                nextPaymentDate: string | null;
                                amount: number;
                                paymentId: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchase/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reactivate a subscription being cancelled, before its paid period ends; audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchasedItemId: number;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELING" | "CANCELED";
                                nextPaymentDate: string | null;
                                amount: number;
                                paymentId: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purchase/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write off the oldest overdue period: nothing more is owed for it and the item moves on; audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        purchasedItemId: number;
                        idempotencyKey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchasedItemId: number;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELING" | "CANCELED";
                                nextPaymentDate: string | null;
                                amount: number;
                                paymentId: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment/tax-invoice/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a payment's failed, refused or unsent tax invoice to the Revenue Service again (at the worker's next pass); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: number;
                                /** @enum {string} */
                                status: "WAITING" | "SENT" | "CONFIRMED" | "REFUSED" | "FAILED" | "NOT_CONFIGURED";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff actions (notes, exports, test e-mails), newest first */
        get: {
            parameters: {
                query?: {
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    id: number;
                                    actorUserId: number | null;
                                    actorEmail: string | null;
                                    action: string;
                                    target: string | null;
                                    details: unknown;
                                    createdAt: string;
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every webhook endpoint, newest first, with its waiting and failed deliveries (never a secret) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    id: number;
                                    url: string;
                                    description: string;
                                    eventTypes: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent")[];
                                    enabled: boolean;
                                    disabledReason: ("STAFF" | "GONE" | "FAILING") | null;
                                    disabledAt: string | null;
                                    previousSecretUntil: string | null;
                                    failingSince: string | null;
                                    createdAt: string;
                                    pending: number;
                                    failed: number;
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an endpoint with its event types; answers its signing secret, this once (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                        /** @default  */
                        description?: string;
                        eventTypes: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    id: number;
                                    url: string;
                                    description: string;
                                    eventTypes: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent")[];
                                    enabled: boolean;
                                    disabledReason: ("STAFF" | "GONE" | "FAILING") | null;
                                    disabledAt: string | null;
                                    previousSecretUntil: string | null;
                                    failingSince: string | null;
                                    createdAt: string;
                                    pending: number;
                                    failed: number;
                                };
                                secret: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, answered this once; the old one signs beside it for 24 hours (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    id: number;
                                    url: string;
                                    description: string;
                                    eventTypes: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent")[];
                                    enabled: boolean;
                                    disabledReason: ("STAFF" | "GONE" | "FAILING") | null;
                                    disabledAt: string | null;
                                    previousSecretUntil: string | null;
                                    failingSince: string | null;
                                    createdAt: string;
                                    pending: number;
                                    failed: number;
                                };
                                secret: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn an endpoint off: its waiting deliveries are given up (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string;
                                description: string;
                                eventTypes: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent")[];
                                enabled: boolean;
                                disabledReason: ("STAFF" | "GONE" | "FAILING") | null;
                                disabledAt: string | null;
                                previousSecretUntil: string | null;
                                failingSince: string | null;
                                createdAt: string;
                                pending: number;
                                failed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn an endpoint on again (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string;
                                description: string;
                                eventTypes: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent")[];
                                enabled: boolean;
                                disabledReason: ("STAFF" | "GONE" | "FAILING") | null;
                                disabledAt: string | null;
                                previousSecretUntil: string | null;
                                failingSince: string | null;
                                createdAt: string;
                                pending: number;
                                failed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the endpoint a webhook.test message now (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deliveryId: number;
                                messageId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}/replay-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again every failed delivery of the endpoint made since a time, with the same webhook-id (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        since: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                replayed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's deliveries, newest first, each with its last try */
        get: {
            parameters: {
                query?: {
                    status?: "PENDING" | "SUCCEEDED" | "FAILED";
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                list: {
                                    id: number;
                                    endpointId: number;
                                    messageId: string;
                                    eventType: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent") | "webhook.test";
                                    /** @enum {string} */
                                    status: "PENDING" | "SUCCEEDED" | "FAILED";
                                    attempts: number;
                                    nextAttemptAt: string | null;
                                    createdAt: string;
                                    lastAttempt: {
                                        id: number;
                                        attemptedAt: string;
                                        statusCode: number | null;
                                        durationMs: number;
                                        response: string;
                                        nextAttemptAt: string | null;
                                    } | null;
                                }[];
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery: every try (time, status, duration, the start of the answer, the next try) and the body it sends */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                endpointId: number;
                                messageId: string;
                                eventType: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent") | "webhook.test";
                                /** @enum {string} */
                                status: "PENDING" | "SUCCEEDED" | "FAILED";
                                attempts: number;
                                nextAttemptAt: string | null;
                                createdAt: string;
                                lastAttempt: {
                                    id: number;
                                    attemptedAt: string;
                                    statusCode: number | null;
                                    durationMs: number;
                                    response: string;
                                    nextAttemptAt: string | null;
                                } | null;
                                attemptList: {
                                    id: number;
                                    attemptedAt: string;
                                    statusCode: number | null;
                                    durationMs: number;
                                    response: string;
                                    nextAttemptAt: string | null;
                                }[];
                                payload: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one delivery again now, with the same webhook-id and body (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                endpointId: number;
                                messageId: string;
                                eventType: ("customer.registered" | "customer.verified" | "purchase.paid" | "purchase.refused" | "subscription.renewed" | "subscription.renewal_refused" | "subscription.overdue" | "subscription.paid" | "subscription.cancelled" | "subscription.reactivated" | "subscription.ended" | "subscription.written_off" | "refund.made" | "card.saved" | "card.removed" | "card.expiring" | "tax_invoice.sent") | "webhook.test";
                                /** @enum {string} */
                                status: "PENDING" | "SUCCEEDED" | "FAILED";
                                attempts: number;
                                nextAttemptAt: string | null;
                                createdAt: string;
                                lastAttempt: {
                                    id: number;
                                    attemptedAt: string;
                                    statusCode: number | null;
                                    durationMs: number;
                                    response: string;
                                    nextAttemptAt: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorKey: string;
                            errorMessage: string;
                            fieldErrors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
