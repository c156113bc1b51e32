// Generated from openapi.json by console/generate-types.ts (openapi-typescript). Do not edit:
// run `npx tsx console/generate-types.ts`; test/unit/console-types.test.ts fails when this drifts.
export interface paths {
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs
         * @description The jobs of the calling key, newest first. Page with `skip` (any depth costs about the same), or, as an extension, with the `next_cursor` of the previous page as `cursor`.
         */
        get: operations["jobsList"];
        put?: never;
        /**
         * Submit a job
         * @description Starts an asynchronous job for one company and one persona. A credit is held while the job runs and charged only when it is `done`. `persona` is required: a missing or empty one answers 400 `persona_required` (not 422), and an `operation` other than `target_people` 400 `unsupported_operation`. Checks run in a fixed order: body shape (422), `Idempotency-Key`, `operation`, `input`, `persona`, `callback_url`, idempotency replay, persona existence, then concurrency (429) and credits (402): when every slot is taken, 429 wins, since the running jobs hold the credits.
         */
        post: operations["jobsCreate"];
        delete?: never;
        options?: never;
        /**
         * List jobs (headers only)
         * @description The same status and headers as the GET, without a body.
         */
        head: operations["jobsListHead"];
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a job
         * @description The job’s status; on `done` the ranked `target_people` inline. Re-polling a finished job returns the same result and is free. Terminal statuses other than `done` are 200 responses too.
         */
        get: operations["jobsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Poll a job (headers only)
         * @description The same status and headers as the GET, without a body.
         */
        head: operations["jobsGetHead"];
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a running job
         * @description A capped facepile of the live roster and the job’s counters. Contact and full-profile data appear only in the published result.
         */
        get: operations["jobsPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Preview a running job (headers only)
         * @description The same status and headers as the GET, without a body.
         */
        head: operations["jobsPreviewHead"];
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a job
         * @description A processing job becomes `cancelled`, is never charged, and frees its concurrency slot. Idempotent: a job that is already terminal (a done, charged one included) is returned unchanged. No request body.
         */
        post: operations["jobsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account
         * @description Credit balance, tier, concurrency limit and recent ledger, read synchronously.
         */
        get: operations["accountGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Read the account (headers only)
         * @description The same status and headers as the GET, without a body.
         */
        head: operations["accountGetHead"];
        patch?: never;
        trace?: never;
    };
    "/v1/personas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List personas
         * @description One page of the personas: the system persona `owners-founders` first, then custom personas in slug order. `count` is all of them.
         */
        get: operations["personasList"];
        put?: never;
        /**
         * Create a persona
         * @description The slug is derived from the name (unique in the account: `-2`, `-3`, … when taken) and never changes. Names and definitions are trimmed before their length is checked.
         */
        post: operations["personasCreate"];
        delete?: never;
        options?: never;
        /**
         * List personas (headers only)
         * @description The same status and headers as the GET, without a body.
         */
        head: operations["personasListHead"];
        patch?: never;
        trace?: never;
    };
    "/v1/personas/{slug}": {
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
         * Delete a persona
         * @description Deletes a custom persona. Deleting the default hands the default back to `owners-founders`. Jobs keep their own snapshot of the persona.
         */
        delete: operations["personasDelete"];
        options?: never;
        head?: never;
        /**
         * Edit a persona
         * @description A field that is absent or null is left unchanged. Names and definitions are trimmed before their length is checked. Renaming keeps the slug. `make_default: true` makes the persona the default; `make_default: false` on the current default is refused. The system persona can only be made the default.
         */
        patch: operations["personasUpdate"];
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 description of this API, generated from the schemas the service validates with.
         */
        get: operations["openApiGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * This document (headers only)
         * @description The same status and headers as the GET, without a body.
         */
        head: operations["openApiGetHead"];
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    jobDone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A job is done
         * @description Sent to the job’s `callback_url` when it reaches `done` (no other status sends one), signed per Standard Webhooks with the account’s `webhook_signing_secret`. Any 2xx answer is success; anything else, a timeout or a refused connection is retried on the Standard Webhooks schedule (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), always with the same `webhook-id`.
         */
        post: operations["jobDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        JobStatus: {
            job_id: string;
            status: components["schemas"]["JobStatusValue"];
            processing_state: components["schemas"]["ProcessingState"] | null;
            stage: components["schemas"]["Stage"] | null;
            next_retry_at: string | null;
            /** @description Human-readable explanation of a terminal status that needs one (`too_large`, `failed`, …) */
            message: string | null;
            company_id: number | null;
            company: components["schemas"]["Company"] | null;
            persona: components["schemas"]["AppliedPersona"] | null;
            team_scanned: number | null;
            profiles_enriched: number | null;
            preliminary_candidates: number | null;
            target_people_count: number | null;
            /** @description The final ranked matches; present only on `done` */
            target_people: components["schemas"]["TargetPerson"][] | null;
            /**
             * @description 0 until settled and on every status but `done`; 1 after the charge
             * @enum {integer}
             */
            credits_charged: 0 | 1;
            /** @description Balance after this job’s charge; set on `done` */
            credits_balance: number | null;
            /** @description The submitted input */
            input: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            created_at: string;
        };
        /**
         * @description Job status. Every value except `processing` is terminal and never changes again. Terminal statuses are successful HTTP responses (200), not errors; all except `done` are free (`credits_charged: 0`).
         *
         *     - `processing`: The job is running; `stage` and `processing_state` say where. The only non-terminal status.
         *     - `done`: Terminal. The result is published and `target_people` is inline; 1 credit was charged.
         *     - `not_found`: Terminal, free. No company matches the input.
         *     - `no_employees`: Terminal, free. The company lists nobody.
         *     - `no_people_found`: Terminal, free. Nobody on the roster fits the persona (zero matches is this, not `done`).
         *     - `too_large`: Terminal, free. A non-premium account and a company above the size gate; `message` explains.
         *     - `failed`: Terminal, free. Retries were exhausted or an unexpected error happened; `message` explains.
         *     - `cancelled`: Terminal, free. Cancelled with POST /v1/jobs/{job_id}/cancel while it was processing.
         * @enum {string}
         */
        JobStatusValue: "processing" | "done" | "not_found" | "no_employees" | "no_people_found" | "too_large" | "failed" | "cancelled";
        /**
         * @description Pipeline stage, in the order the stages run.
         *
         *     - `match_company`: Looking the company up.
         *     - `scan_team`: Reading the roster.
         *     - `enrich_profiles`: Enriching every profile.
         *     - `find_candidates`: The first, broad pass of the persona judge.
         *     - `verify_candidates`: The careful pass of the persona judge over the shortlist.
         *     - `match_target`: Ranking, finding and verifying emails, assembling the result.
         * @enum {string}
         */
        Stage: "match_company" | "scan_team" | "enrich_profiles" | "find_candidates" | "verify_candidates" | "match_target";
        /**
         * @description `active` while a stage runs; `delayed` while waiting for an automatic retry at `next_retry_at`.
         * @enum {string}
         */
        ProcessingState: "active" | "delayed";
        /** @description Immutable snapshot of the persona the job runs with */
        AppliedPersona: {
            slug: string;
            name: string;
        };
        Company: {
            /** @description Numeric company id on the network */
            id: number;
            name: string | null;
            website: string | null;
            domain: string | null;
            industry: string | null;
            type: string | null;
            description: string | null;
            slogan: string | null;
            logo_url: string | null;
            /** @description Company page URL */
            network_url: string;
            employees_count: number | null;
            network_since_est: string | null;
            /** @description Self-declared focus areas */
            specialties: string[];
            location: components["schemas"]["CompanyLocation"] | null;
            followers: number | null;
            last_post_date: string | null;
            company_language: string | null;
            hiring_for: string[];
            has_logo: boolean | null;
            recent_posts: components["schemas"]["CompanyPost"][];
        };
        CompanyLocation: {
            locality: string | null;
            region: string | null;
            postal_code: string | null;
            /** @description Country name, resolved from `country_code` */
            country: string | null;
            country_code: string | null;
        };
        CompanyPost: {
            content: string | null;
            posted_at: string | null;
            url: string | null;
        };
        /** @description One ranked match. The list itself implies the persona match; there are no match, fit or evidence blocks. No additional properties at any level. */
        TargetPerson: {
            /** @description Outreach priority; 1 = contact first */
            rank_in_company: number;
            is_decision_maker: boolean;
            /** @description Why the person matches the persona and this rank */
            why: string;
            person: components["schemas"]["Person"];
            professional: components["schemas"]["Professional"];
            contact: components["schemas"]["Contact"];
            experience: components["schemas"]["ExperienceItem"][];
            education: components["schemas"]["EducationItem"][];
            signals: components["schemas"]["Signals"] | null;
            meta: components["schemas"]["Meta"] | null;
        };
        Person: {
            name: string | null;
            first_name: string | null;
            last_name: string | null;
            headline: string | null;
            /** @description Profile URL */
            network_url: string | null;
            photo_url: string | null;
            /** @description Custom profile banner; null means the default banner */
            background_url: string | null;
            location: components["schemas"]["PersonLocation"] | null;
            about: string | null;
            connections: number | null;
            followers: number | null;
            member_since: string | null;
            /**
             * @description Never guessed; default `unknown`
             * @enum {string}
             */
            gender: "male" | "female" | "unknown";
            outreach_language: string | null;
            flags: components["schemas"]["Flags"] | null;
            certifications: components["schemas"]["Certification"][];
            interests: components["schemas"]["Interests"] | null;
            /** @description Pinned profile items */
            featured: components["schemas"]["FeaturedItem"][];
        };
        PersonLocation: {
            /** @description Display line */
            text: string | null;
            city: string | null;
            region: string | null;
            /** @description Country name */
            country: string | null;
            country_code: string | null;
        };
        Flags: {
            open_to_work: boolean | null;
            hiring: boolean | null;
            premium: boolean | null;
            verified: boolean | null;
            influencer: boolean | null;
            creator: boolean | null;
        };
        Certification: {
            title: string | null;
            issued_by: string | null;
        };
        Interests: {
            groups: components["schemas"]["InterestGroup"][];
            newsletters: components["schemas"]["InterestNewsletter"][];
        };
        InterestGroup: {
            name: string | null;
            url: string | null;
            members: number | null;
        };
        InterestNewsletter: {
            name: string | null;
            about: string | null;
            /** @description Allowed values are not fixed */
            cadence: string | null;
        };
        FeaturedItem: {
            title: string | null;
            /** @description Source or domain of the item */
            subtitle: string | null;
            /** @description For example `LINK`, `IMAGE`, `DOCUMENT`, `POST`; open-ended */
            type: string | null;
            /** @description An overlay link on the network, not the raw external destination */
            url: string | null;
        };
        Professional: {
            tier: ("owner" | "executive" | "function_leader" | "manager" | "individual") | null;
            role: string | null;
            function: string | null;
            work_status: ("employed" | "freelancer" | "student" | "not_working" | "unknown") | null;
            belongs_to_company: ("confirmed" | "likely" | "no") | null;
            manages_people: ("yes" | "likely" | "no" | "unknown") | null;
            budget_authority: ("owns" | "influences" | "none" | "unknown") | null;
        };
        Contact: {
            email: components["schemas"]["EmailInfo"] | null;
            websites: string[];
            bio_links: components["schemas"]["BioLink"][];
        };
        EmailInfo: {
            address: string;
            /** @enum {string} */
            status: "valid" | "risky" | "invalid";
            quality_score: number;
            catch_all_domain: boolean;
            valid_email_server: boolean;
            free: boolean;
            /**
             * @description `verified`: checked with the mail server; `guessed`: a pattern guess on a catch-all domain
             * @enum {string}
             */
            source: "verified" | "guessed";
        };
        BioLink: {
            url: string | null;
            title: string | null;
        };
        ExperienceItem: {
            title: string | null;
            company: string | null;
            company_id: number | null;
            employment_type: string | null;
            workplace_type: string | null;
            start: string | null;
            end: string | null;
            duration: string | null;
            description: string | null;
        };
        EducationItem: {
            school: string | null;
            degree: string | null;
            field: string | null;
            start: string | null;
            end: string | null;
        };
        Signals: {
            recommendations_count: number | null;
            recommendations: components["schemas"]["Recommendation"][];
            posts_about_own_company: boolean | null;
            avg_engagement: number | null;
            recent_posts: components["schemas"]["RecentPost"][];
            authored_articles: components["schemas"]["Article"][];
            last_active: string | null;
        };
        Recommendation: {
            by: string | null;
            by_headline: string | null;
            text: string | null;
        };
        RecentPost: {
            content: string | null;
            posted_at: string | null;
            url: string | null;
            is_repost: boolean | null;
            engagement: components["schemas"]["Engagement"] | null;
        };
        Engagement: {
            likes: number | null;
            comments: number | null;
            shares: number | null;
        };
        Article: {
            title: string | null;
            link: string | null;
            published: string | null;
        };
        Meta: {
            network_id: string | null;
            profile_urn: string | null;
            has_real_photo: boolean | null;
            /** @description When the owner last changed the photo */
            photo_uploaded_at: string | null;
            /** @description When the signed image URL expires; null means permanent */
            photo_expires_at: string | null;
        };
        JobAccepted: {
            job_id: string;
        };
        JobList: {
            /** @description Jobs matching `q` in all, not the page size: page with `skip` until `skip >= count` */
            count: number;
            /** @description Newest first */
            jobs: components["schemas"]["JobListItem"][];
            /** @description Extension: pass as `cursor` for the page after this one; null on the last page and with `q` */
            next_cursor: string | null;
        };
        JobListItem: {
            job_id: string;
            status: components["schemas"]["JobStatusValue"];
            /** @description The submitted input */
            input: string;
            operation: string;
            company_id: number | null;
            company_name: string | null;
            company_logo: string | null;
            /** @description Display name of the persona the job ran with */
            persona: string;
            employees: number | null;
            team_scanned: number | null;
            /** @description Number of target people */
            target_people: number | null;
            credits_charged: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            created_at: string;
        };
        Preview: {
            job_id: string;
            status: components["schemas"]["JobStatusValue"];
            stage: components["schemas"]["Stage"] | null;
            counters: components["schemas"]["PreviewCounters"];
            /** @description The first roster people (facepile data only, never contact or profile data) */
            people: components["schemas"]["PreviewPerson"][];
            /** @description True when the roster is longer than `people` */
            capped: boolean;
        };
        PreviewCounters: {
            team_scanned: number | null;
            profiles_enriched: number | null;
            preliminary_candidates: number | null;
        };
        PreviewPerson: {
            person_ref: string;
            name: string | null;
            headline: string | null;
            photo_url: string | null;
            verification_complete: boolean;
        };
        Account: {
            account_id: string;
            name: string | null;
            /** @enum {string} */
            tier: "free" | "starter" | "premium";
            /** @description Jobs the plan runs at once (the live plan limit) */
            concurrency_limit: number;
            /** @description Jobs submitted and not yet terminal */
            jobs_in_flight: number;
            /** @description Credits owned, including held ones */
            credits_balance: number;
            /** @description Credits reserved by running jobs, one each */
            credits_on_hold: number;
            /** @description `credits_balance - credits_on_hold`: what new jobs can use */
            credits_available: number;
            /** @description Slug of the default persona */
            default_persona: string;
            /** @description The Standard Webhooks secret (`whsec_…`) that signs webhooks */
            webhook_signing_secret: string;
            /** @description The most recent ledger entries, newest first */
            ledger: components["schemas"]["LedgerEntry"][];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            created_at: string;
        };
        LedgerEntry: {
            entry_id: string;
            /** @enum {string} */
            type: "grant" | "charge";
            /** @description Signed: positive for grants, negative for charges */
            amount: number;
            job_id: string | null;
            note: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            created_at: string;
        };
        Persona: {
            /** @description Stable id, unique per account; derived from the name at creation */
            slug: string;
            name: string;
            /** @description Plain-language criteria an LLM judges each roster member against */
            definition: string;
            is_default: boolean;
            /** @description True only for the immutable `owners-founders` */
            is_system: boolean;
            created_at: string | null;
            updated_at: string | null;
            interpretation: components["schemas"]["PersonaInterpretation"];
        };
        /** @description How the definition was understood, computed when the persona is created or its definition edited (beyond the spec; docs/personas.md) */
        PersonaInterpretation: {
            /**
             * @description Who read it: the offline rules, or Claude when the service is configured with it
             * @enum {string}
             */
            reader: "offline" | "claude";
            /** @description One line: whom the persona keeps and drops, as read */
            summary: string;
            /** @description Business functions asked for; empty when any function counts */
            functions: ("general_management" | "sales" | "revenue_management" | "partnerships" | "marketing" | "product_marketing" | "communications" | "investor_relations" | "investment" | "trading" | "project_development" | "estimating" | "bid_management" | "engineering" | "hardware_engineering" | "architecture" | "security" | "it" | "data" | "data_science" | "data_engineering" | "product" | "design" | "operations" | "construction" | "retail" | "auctions" | "hospitality" | "seafaring" | "flight_crew" | "cabin_crew" | "aircraft_maintenance" | "ground_handling" | "operations_control" | "air_cargo" | "power_plant_om" | "agriculture" | "breeding" | "funeral_services" | "aquaculture" | "winemaking" | "watchmaking" | "cooperage" | "instrument_making" | "instrument_tuning" | "restoration" | "event_technology" | "procurement" | "timber_procurement" | "facilities" | "finance" | "actuarial" | "underwriting" | "claims" | "pension_administration" | "fund_administration" | "people" | "talent_acquisition" | "legal" | "compliance" | "regulatory_affairs" | "risk" | "privacy" | "quality" | "health_safety" | "flight_safety" | "sustainability" | "research" | "pharmacovigilance" | "medical_affairs" | "teaching" | "journalism" | "broadcasting" | "geoscience" | "clinical" | "physicians" | "nursing" | "pharmacy" | "medical_technology" | "customer_success" | "support" | "education" | "sports" | "coaching" | "athletes" | "scouting" | "match_analysis" | "works_council" | "dramaturgy" | "stage_direction" | "conducting" | "musicians" | "singers" | "stage_workshops" | "drilling" | "prepress" | "printing" | "print_finishing" | "animal_care" | "stable_staff" | "stud_farm" | "jockeys" | "farriery" | "racing_office" | "gamekeeping" | "stalking" | "ghillies" | "beating" | "hems_crew" | "winch_operations" | "mountain_rescue" | "conservation" | "glassmaking" | "glass_cutting" | "glass_painting" | "life_support" | "tailoring" | "embroidery" | "leather_goods" | "ecommerce" | "licensing" | "draught_service" | "malting" | "metalwork" | "machining" | "urban_planning" | "fundraising" | "monitoring_evaluation" | "post_production" | "camera" | "social_work" | "libraries" | "editorial" | "translation" | "acting" | "police" | "elected_office" | "clergy" | "other")[];
            /** @description Seniority levels asked for (owner, c_level, vp, head, manager, individual); empty when any level counts */
            levels: ("owner" | "c_level" | "vp" | "head" | "manager" | "individual")[];
            /** @description Each kind of person the definition keeps, as read */
            includes: string[];
            /** @description Each kind of person the definition drops, as read */
            excludes: string[];
            /** @description True unless the definition includes former employees or past roles at the company */
            current_only: boolean;
            /** @description Kinds of engagement that count (employee, founder, contractor, intern, advisor, board) */
            engagement_kinds: ("employee" | "founder" | "contractor" | "intern" | "advisor" | "board")[];
            /** @description What could not be read or is ambiguous (for example "no function recognised"); read these before running a job */
            warnings: string[];
        };
        PersonaList: {
            count: number;
            /** @description Slug of the default persona */
            default_persona: string;
            /** @description The system persona first, then custom personas oldest first */
            personas: components["schemas"]["Persona"][];
        };
        PersonaDeleted: {
            slug: string;
            /** @constant */
            deleted: true;
            /** @description Slug of the default persona after the deletion */
            default_persona: string;
        };
        ErrorResponse: {
            error: components["schemas"]["ErrorDetail"];
            /** @description The validation issues again; on 422 only */
            detail?: components["schemas"]["ValidationIssue"][];
        };
        ErrorDetail: {
            /** @description Stable code; branch on it, never on `message` */
            code: string;
            /** @description Human text */
            message: string;
            /** @description Credits available; on `insufficient_credits` */
            balance?: number | null;
            /** @description The plan’s concurrency limit; on `concurrency_limit` */
            limit?: number | null;
            /** @description Methods the path accepts; on `method_not_allowed` */
            allowed?: string[];
            /** @description The validation issues; on `validation_error` */
            details?: components["schemas"]["ValidationIssue"][];
        };
        /** @description A 422 carries the issues twice, to satisfy both readings of the spec: as `error.details` in the error envelope and as the HTTPValidationError `detail`. */
        ValidationErrorResponse: {
            error: {
                /** @constant */
                code: "validation_error";
                message: string;
                details: components["schemas"]["ValidationIssue"][];
            };
            detail: components["schemas"]["ValidationIssue"][];
        };
        ValidationIssue: {
            /** @description Where the problem is; starts with `body`, `query` or `path` */
            loc: (string | number)[];
            msg: string;
            /** @description `missing`, `extra_forbidden`, `<expected>_type` (e.g. `string_type`) or the failed check (`max_value`, `regex`, …) */
            type: string;
        };
        JobDoneWebhook: {
            job_id: string;
            company_id: number | null;
            company: components["schemas"]["Company"];
            /** @constant */
            status: "done";
            target_people_count: number;
            target_people: components["schemas"]["TargetPerson"][];
        };
        /** @description This OpenAPI 3.1 document */
        OpenApiDocument: {
            openapi: string;
            info: {
                title: string;
                version: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /**
         * @description Unauthenticated. `error.code` is one of:
         *
         *     - `missing_api_key`: No `X-API-Key` header.
         *     - `invalid_api_key`: The key is unknown or revoked.
         */
        Unauthenticated: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /**
                         * @description Stable code; branch on it, never on `message`
                         * @enum {string}
                         */
                        code: "missing_api_key" | "invalid_api_key";
                        /** @description Human text */
                        message: string;
                        /** @description Credits available; on `insufficient_credits` */
                        balance?: number | null;
                        /** @description The plan’s concurrency limit; on `concurrency_limit` */
                        limit?: number | null;
                        /** @description Methods the path accepts; on `method_not_allowed` */
                        allowed?: string[];
                        /** @description The validation issues; on `validation_error` */
                        details?: components["schemas"]["ValidationIssue"][];
                    };
                    /** @description The validation issues again; on 422 only */
                    detail?: components["schemas"]["ValidationIssue"][];
                };
            };
        };
        /**
         * @description Not found. `error.code` is one of:
         *
         *     - `job_not_found`: No such job under the calling key (another key’s job included).
         */
        JobNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /**
                         * @description Stable code; branch on it, never on `message`
                         * @enum {string}
                         */
                        code: "job_not_found";
                        /** @description Human text */
                        message: string;
                        /** @description Credits available; on `insufficient_credits` */
                        balance?: number | null;
                        /** @description The plan’s concurrency limit; on `concurrency_limit` */
                        limit?: number | null;
                        /** @description Methods the path accepts; on `method_not_allowed` */
                        allowed?: string[];
                        /** @description The validation issues; on `validation_error` */
                        details?: components["schemas"]["ValidationIssue"][];
                    };
                    /** @description The validation issues again; on 422 only */
                    detail?: components["schemas"]["ValidationIssue"][];
                };
            };
        };
        /**
         * @description Validation failed. `error.code` is one of:
         *
         *     - `validation_error`: The body, query or path failed validation; the issues are in `error.details` and `detail`.
         */
        ValidationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorResponse"];
            };
        };
        /**
         * @description Payload too large. `error.code` is one of:
         *
         *     - `payload_too_large`: The body is over 64 KiB.
         */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /**
                         * @description Stable code; branch on it, never on `message`
                         * @enum {string}
                         */
                        code: "payload_too_large";
                        /** @description Human text */
                        message: string;
                        /** @description Credits available; on `insufficient_credits` */
                        balance?: number | null;
                        /** @description The plan’s concurrency limit; on `concurrency_limit` */
                        limit?: number | null;
                        /** @description Methods the path accepts; on `method_not_allowed` */
                        allowed?: string[];
                        /** @description The validation issues; on `validation_error` */
                        details?: components["schemas"]["ValidationIssue"][];
                    };
                    /** @description The validation issues again; on 422 only */
                    detail?: components["schemas"]["ValidationIssue"][];
                };
            };
        };
        /**
         * @description Unsupported media type. `error.code` is one of:
         *
         *     - `unsupported_media_type`: A `Content-Type` other than JSON.
         */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /**
                         * @description Stable code; branch on it, never on `message`
                         * @enum {string}
                         */
                        code: "unsupported_media_type";
                        /** @description Human text */
                        message: string;
                        /** @description Credits available; on `insufficient_credits` */
                        balance?: number | null;
                        /** @description The plan’s concurrency limit; on `concurrency_limit` */
                        limit?: number | null;
                        /** @description Methods the path accepts; on `method_not_allowed` */
                        allowed?: string[];
                        /** @description The validation issues; on `validation_error` */
                        details?: components["schemas"]["ValidationIssue"][];
                    };
                    /** @description The validation issues again; on 422 only */
                    detail?: components["schemas"]["ValidationIssue"][];
                };
            };
        };
        /**
         * @description Internal error. `error.code` is one of:
         *
         *     - `internal_error`: A bug; the message carries the request id.
         */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description Too many jobs in flight, or too many requests. `error.code` is one of:
         *
         *     - `rate_limited`: Extension: the key sent requests faster than its request-rate guard allows; carries `limit` (per second); `Retry-After` says when to send again.
         */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                /** @description Seconds to wait before sending the request again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /**
                         * @description Stable code; branch on it, never on `message`
                         * @enum {string}
                         */
                        code: "rate_limited";
                        /** @description Human text */
                        message: string;
                        /** @description Credits available; on `insufficient_credits` */
                        balance?: number | null;
                        limit: number;
                        /** @description Methods the path accepts; on `method_not_allowed` */
                        allowed?: string[];
                        /** @description The validation issues; on `validation_error` */
                        details?: components["schemas"]["ValidationIssue"][];
                    };
                    /** @description The validation issues again; on 422 only */
                    detail?: components["schemas"]["ValidationIssue"][];
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifies the request in the service’s logs; quote it when reporting a problem */
        XRequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    jobsList: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the submitted input */
                q?: string;
                /** @description Page size */
                limit?: number;
                /** @description Jobs to skip (pagination offset); page until `skip >= count` */
                skip?: number;
                /** @description Extension: the `next_cursor` of the previous page; the page then starts just after that one’s last job, and `skip` counts from there. Not with `q`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of jobs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            /**
             * @description Bad request. `error.code` is one of:
             *
             *     - `invalid_cursor`: Extension: a `cursor` this API did not issue, or one sent with `q`.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "invalid_cursor";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    jobsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried submission safe: the same key with the same request answers 202 with the first job’s id (and `Idempotent-Replayed: true`); with a different request, 409 `idempotency_conflict`. Scoped to the API key (like the jobs), remembered for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Company page URL ({network_host}/company/<slug-or-id>), slug, or numeric id */
                    input: string;
                    /**
                     * @description The only operation: "target_people"
                     * @enum {string}
                     */
                    operation: "target_people";
                    /** @description Slug of one of your personas */
                    persona: string;
                    callback_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Accepted; poll `GET /v1/jobs/{job_id}` or wait for the webhook. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description `/v1/jobs/{job_id}` */
                    Location?: string;
                    /** @description `true` when an earlier request with the same `Idempotency-Key` created the job */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAccepted"];
                };
            };
            /**
             * @description Bad request. `error.code` is one of:
             *
             *     - `invalid_json`: The body is not valid JSON.
             *     - `invalid_input`: `input` cannot be parsed into a company (a bare name or a domain is not accepted).
             *     - `unsupported_operation`: `operation` is not `target_people`.
             *     - `persona_required`: No persona slug was submitted.
             *     - `persona_not_found`: `persona` is not the slug of one of your personas.
             *     - `invalid_idempotency_key`: `Idempotency-Key` is empty or longer than 128 characters.
             *     - `invalid_callback_url`: `callback_url` is not an absolute HTTPS URL of a public host.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "invalid_json" | "invalid_input" | "unsupported_operation" | "persona_required" | "persona_not_found" | "invalid_idempotency_key" | "invalid_callback_url";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Payment required. `error.code` is one of:
             *
             *     - `insufficient_credits`: No credit is available (running jobs hold one each); carries `balance`.
             */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "insufficient_credits";
                            /** @description Human text */
                            message: string;
                            balance: number;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            /**
             * @description Conflict. `error.code` is one of:
             *
             *     - `idempotency_conflict`: The `Idempotency-Key` was already used for a different request.
             *     - `conflict`: A write kept losing to concurrent writes; retrying is safe.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "idempotency_conflict" | "conflict";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /**
             * @description Too many jobs in flight, or too many requests. `error.code` is one of:
             *
             *     - `concurrency_limit`: As many jobs in flight as the plan allows; carries `limit`.
             *     - `rate_limited`: Extension: the key sent requests faster than its request-rate guard allows; carries `limit` (per second); `Retry-After` says when to send again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "concurrency_limit" | "rate_limited";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            limit: number;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    jobsListHead: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the submitted input */
                q?: string;
                /** @description Page size */
                limit?: number;
                /** @description Jobs to skip (pagination offset); page until `skip >= count` */
                skip?: number;
                /** @description Extension: the `next_cursor` of the previous page; the page then starts just after that one’s last job, and `skip` counts from there. Not with `q`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of jobs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Bad request. `error.code` is one of:
             *
             *     - `invalid_cursor`: Extension: a `cursor` this API did not issue, or one sent with `q`.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (Unauthenticated), without the body. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (ValidationFailed), without the body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (RateLimited), without the body. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (InternalError), without the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    jobsGet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `br` or `gzip` (most HTTP clients do): an answer of 1 KiB or more then comes compressed. A done job’s result over 6 MiB uncompressed (about 2,000 target people) can only be read compressed; without it the answer is 406 `response_too_large`, and the job stays done. */
                "Accept-Encoding"?: string;
                /** @description An ETag from an earlier answer (or a comma-separated list of them, or `*`): when it still matches, the answer is 304 with no body (RFC 9110 13.1.2). */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The `job_id` returned by `POST /v1/jobs` */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description On a done job (its answer never changes). A compressed answer’s tag names its coding (`"…-br"`); `If-None-Match` with the tag of any coding answers 304. */
                    ETag?: string;
                    /** @description `br` or `gzip` when the body is compressed (the request accepted it and the body is 1 KiB or more). */
                    "Content-Encoding"?: "br" | "gzip";
                    /** @description Always `accept-encoding`. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the current ETag. No body; the copy you have is current. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description A strong validator, sent for a `done` job (its answer never changes again); send it back in `If-None-Match` to get 304 */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["JobNotFound"];
            /**
             * @description Not acceptable. `error.code` is one of:
             *
             *     - `response_too_large`: The answer is over 6 MiB in every coding the request accepts (a large result without `Accept-Encoding: br` or `gzip`). Nothing was lost: send the request again accepting a compressed answer.
             */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "response_too_large";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    jobsGetHead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `br` or `gzip` (most HTTP clients do): an answer of 1 KiB or more then comes compressed. A done job’s result over 6 MiB uncompressed (about 2,000 target people) can only be read compressed; without it the answer is 406 `response_too_large`, and the job stays done. */
                "Accept-Encoding"?: string;
                /** @description An ETag from an earlier answer (or a comma-separated list of them, or `*`): when it still matches, the answer is 304 with no body (RFC 9110 13.1.2). */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The `job_id` returned by `POST /v1/jobs` */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description On a done job (its answer never changes). A compressed answer’s tag names its coding (`"…-br"`); `If-None-Match` with the tag of any coding answers 304. */
                    ETag?: string;
                    /** @description `br` or `gzip` when the body is compressed (the request accepted it and the body is 1 KiB or more). */
                    "Content-Encoding"?: "br" | "gzip";
                    /** @description Always `accept-encoding`. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` holds the current ETag. No body; the copy you have is current. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description A strong validator, sent for a `done` job (its answer never changes again); send it back in `If-None-Match` to get 304 */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (Unauthenticated), without the body. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (JobNotFound), without the body. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not acceptable. `error.code` is one of:
             *
             *     - `response_too_large`: The answer is over 6 MiB in every coding the request accepts (a large result without `Accept-Encoding: br` or `gzip`). Nothing was lost: send the request again accepting a compressed answer.
             */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (ValidationFailed), without the body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (RateLimited), without the body. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (InternalError), without the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    jobsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `job_id` returned by `POST /v1/jobs` */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["JobNotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    jobsPreviewHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `job_id` returned by `POST /v1/jobs` */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (Unauthenticated), without the body. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (JobNotFound), without the body. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (ValidationFailed), without the body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (RateLimited), without the body. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (InternalError), without the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    jobsCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `job_id` returned by `POST /v1/jobs` */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job after the cancel. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["JobNotFound"];
            /**
             * @description Conflict. `error.code` is one of:
             *
             *     - `conflict`: A write kept losing to concurrent writes; retrying is safe.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "conflict";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    accountGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    accountGetHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (Unauthenticated), without the body. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (RateLimited), without the body. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (InternalError), without the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    personasList: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description Jobs to skip (pagination offset); page until `skip >= count` */
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The personas. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonaList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    personasCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    definition: string;
                    /** @default false */
                    make_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description `/v1/personas/{slug}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Persona"];
                };
            };
            /**
             * @description Bad request. `error.code` is one of:
             *
             *     - `invalid_json`: The body is not valid JSON.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "invalid_json";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Conflict. `error.code` is one of:
             *
             *     - `persona_limit_reached`: The account already has the most custom personas it may have; carries `limit`.
             *     - `conflict`: A write kept losing to concurrent writes; retrying is safe.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "persona_limit_reached" | "conflict";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    personasListHead: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description Jobs to skip (pagination offset); page until `skip >= count` */
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The personas. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (Unauthenticated), without the body. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (ValidationFailed), without the body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (RateLimited), without the body. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (InternalError), without the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    personasDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The persona’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body names the default afterwards. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonaDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Not found. `error.code` is one of:
             *
             *     - `persona_not_found`: The account has no persona with this slug.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "persona_not_found";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            /**
             * @description Conflict. `error.code` is one of:
             *
             *     - `system_persona_immutable`: An edit of the name or definition, or a delete, of `owners-founders`.
             *     - `conflict`: A write kept losing to concurrent writes; retrying is safe.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "system_persona_immutable" | "conflict";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    personasUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The persona’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    definition?: string | null;
                    make_default?: boolean | null;
                };
            };
        };
        responses: {
            /** @description The persona after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Persona"];
                };
            };
            /**
             * @description Bad request. `error.code` is one of:
             *
             *     - `invalid_json`: The body is not valid JSON.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "invalid_json";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Not found. `error.code` is one of:
             *
             *     - `persona_not_found`: The account has no persona with this slug.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "persona_not_found";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            /**
             * @description Conflict. `error.code` is one of:
             *
             *     - `system_persona_immutable`: An edit of the name or definition, or a delete, of `owners-founders`.
             *     - `default_persona_required`: `make_default: false` on the current default; make another persona the default instead.
             *     - `conflict`: A write kept losing to concurrent writes; retrying is safe.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "system_persona_immutable" | "default_persona_required" | "conflict";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    openApiGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /**
                             * @description Stable code; branch on it, never on `message`
                             * @enum {string}
                             */
                            code: "service_unavailable";
                            /** @description Human text */
                            message: string;
                            /** @description Credits available; on `insufficient_credits` */
                            balance?: number | null;
                            /** @description The plan’s concurrency limit; on `concurrency_limit` */
                            limit?: number | null;
                            /** @description Methods the path accepts; on `method_not_allowed` */
                            allowed?: string[];
                            /** @description The validation issues; on `validation_error` */
                            details?: components["schemas"]["ValidationIssue"][];
                        };
                        /** @description The validation issues again; on 422 only */
                        detail?: components["schemas"]["ValidationIssue"][];
                    };
                };
            };
        };
    };
    openApiGetHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (Unauthenticated), without the body. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (RateLimited), without the body. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description As for GET (InternalError), without the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Service unavailable. `error.code` is one of:
             *
             *     - `service_unavailable`: A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    jobDone: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<job_id>`, the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` over `<webhook-id>.<webhook-timestamp>.<body>` */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobDoneWebhook"];
            };
        };
        responses: {
            /** @description Received; any other answer is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
