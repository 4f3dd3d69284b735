// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverschema.h"

#include "serverconnection.h"
#include "util/coretext.h"
#include "util/inboundlimits.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Version 1. `@P@` is the team's role prefix (a checked identifier). Every shared table carries
// `rev`, assigned by a trigger from one sequence while the writer holds one advisory lock, so
// revisions become visible in order: a reader that saw revision R has seen everything below it.
// Versioned rows keep their version columns beside the record (`payload`, the change-file line)
// so the server picks the same winner as a merge does.
constexpr const char *migration1 = R"SQL(
DO $roles$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '@P@_volunteer') THEN CREATE ROLE @P@_volunteer NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '@P@_lead') THEN CREATE ROLE @P@_lead NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '@P@_viewer') THEN CREATE ROLE @P@_viewer NOLOGIN; END IF;
END $roles$;

CREATE SCHEMA taxonomist;
REVOKE ALL ON SCHEMA taxonomist FROM PUBLIC;
GRANT USAGE ON SCHEMA taxonomist TO @P@_volunteer, @P@_lead, @P@_viewer;

CREATE TABLE taxonomist.meta(key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE taxonomist.members(
  login name PRIMARY KEY,
  annotator uuid,
  role text NOT NULL CHECK (role IN ('lead', 'volunteer', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now());
CREATE SEQUENCE taxonomist.revision;

CREATE TABLE taxonomist.shared(
  kind text NOT NULL CHECK (kind IN ('info', 'member', 'framework', 'node', 'issue', 'content')),
  key text NOT NULL, rank integer NOT NULL, rev bigint NOT NULL DEFAULT nextval('taxonomist.revision'), payload text NOT NULL,
  PRIMARY KEY (kind, key));
CREATE TABLE taxonomist.proposals(
  uuid uuid PRIMARY KEY, proposer uuid NOT NULL, status text NOT NULL, rev bigint NOT NULL DEFAULT nextval('taxonomist.revision'), payload text NOT NULL);
CREATE TABLE taxonomist.labels(
  issue uuid NOT NULL, annotator uuid NOT NULL, node text NOT NULL, deleted boolean NOT NULL,
  changed_at text NOT NULL, device text NOT NULL, local_rev bigint NOT NULL, base_device text NOT NULL,
  base_rev bigint NOT NULL, rev bigint NOT NULL DEFAULT nextval('taxonomist.revision'), payload text NOT NULL, PRIMARY KEY (issue, annotator));
CREATE TABLE taxonomist.final_labels(
  issue uuid PRIMARY KEY, node text NOT NULL, deleted boolean NOT NULL,
  changed_at text NOT NULL, device text NOT NULL, local_rev bigint NOT NULL, base_device text NOT NULL,
  base_rev bigint NOT NULL, rev bigint NOT NULL DEFAULT nextval('taxonomist.revision'), payload text NOT NULL);
CREATE TABLE taxonomist.assignments(
  issue uuid NOT NULL, annotator uuid NOT NULL, deleted boolean NOT NULL,
  changed_at text NOT NULL, device text NOT NULL, local_rev bigint NOT NULL, base_device text NOT NULL,
  base_rev bigint NOT NULL, rev bigint NOT NULL DEFAULT nextval('taxonomist.revision'), payload text NOT NULL, PRIMARY KEY (issue, annotator));
CREATE TABLE taxonomist.votes(
  proposal uuid NOT NULL, annotator uuid NOT NULL, deleted boolean NOT NULL,
  changed_at text NOT NULL, device text NOT NULL, local_rev bigint NOT NULL, base_device text NOT NULL,
  base_rev bigint NOT NULL, rev bigint NOT NULL DEFAULT nextval('taxonomist.revision'), payload text NOT NULL, PRIMARY KEY (proposal, annotator));
CREATE INDEX shared_rev ON taxonomist.shared(rev);
CREATE INDEX proposals_rev ON taxonomist.proposals(rev);
CREATE INDEX labels_rev ON taxonomist.labels(rev);
CREATE INDEX labels_annotator ON taxonomist.labels(annotator, rev);
CREATE INDEX final_labels_rev ON taxonomist.final_labels(rev);
CREATE INDEX assignments_rev ON taxonomist.assignments(rev);
CREATE INDEX assignments_annotator ON taxonomist.assignments(annotator, rev);
CREATE INDEX votes_rev ON taxonomist.votes(rev);

CREATE TABLE taxonomist.audit(
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  login name NOT NULL DEFAULT session_user,
  action text NOT NULL,
  tbl text NOT NULL,
  rows bigint NOT NULL,
  first_rev bigint,
  last_rev bigint);

-- Who a login is. SECURITY DEFINER functions see their owner as current_user, so the mapping takes
-- the login as an argument and the public functions (not definers) pass their caller's.
CREATE FUNCTION taxonomist.annotator_of(who name) RETURNS uuid LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp
  AS $$ SELECT annotator FROM taxonomist.members WHERE login = who $$;
CREATE FUNCTION taxonomist.role_of(who name) RETURNS text LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp
  AS $$ SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'taxonomist'
                                  AND nspowner = (SELECT oid FROM pg_roles WHERE rolname = who)) THEN 'lead'
                    ELSE (SELECT role FROM taxonomist.members WHERE login = who) END $$;
-- The annotator mapped to the connected login (NULL for a viewer or a stranger), and its role
-- (the schema's owner, who created it, is the lead).
CREATE FUNCTION taxonomist.me() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT taxonomist.annotator_of(current_user) $$;
CREATE FUNCTION taxonomist.my_role() RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT taxonomist.role_of(current_user) $$;
CREATE FUNCTION taxonomist.is_lead() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(taxonomist.role_of(current_user) = 'lead', false) $$;

-- Between two versions of one row, whether `n` replaces `o` (docs/team.md, the merge rules).
CREATE FUNCTION taxonomist.wins(n_device text, n_rev bigint, n_base_device text, n_base_rev bigint, n_at text, n_payload text,
                                o_device text, o_rev bigint, o_base_device text, o_base_rev bigint, o_at text, o_payload text)
  RETURNS boolean LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE
    WHEN n_payload = o_payload THEN false
    WHEN n_device = o_device AND n_rev = o_rev THEN
      (n_at COLLATE "C", n_device COLLATE "C", n_payload COLLATE "C") > (o_at COLLATE "C", o_device COLLATE "C", o_payload COLLATE "C")
    WHEN n_base_device <> '' AND n_base_device = o_device AND n_base_rev = o_rev THEN true
    WHEN o_base_device <> '' AND o_base_device = n_device AND o_base_rev = n_rev THEN false
    WHEN n_device = o_device THEN n_rev > o_rev
    ELSE (n_at COLLATE "C", n_device COLLATE "C", n_payload COLLATE "C") > (o_at COLLATE "C", o_device COLLATE "C", o_payload COLLATE "C")
  END $$;

CREATE FUNCTION taxonomist.lock_revisions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp AS $$
  BEGIN PERFORM pg_advisory_xact_lock(7306531214); RETURN NULL; END $$;
CREATE FUNCTION taxonomist.next_revision() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp AS $$
  BEGIN NEW.rev := nextval('taxonomist.revision'); RETURN NEW; END $$;
CREATE FUNCTION taxonomist.audit_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp AS $$
  BEGIN
    INSERT INTO taxonomist.audit(action, tbl, rows, first_rev, last_rev)
      SELECT TG_OP, TG_TABLE_NAME, count(*), min(n.rev), max(n.rev) FROM new_rows n HAVING count(*) > 0;
    RETURN NULL;
  END $$;
-- A decided proposal is the lead's: a volunteer's late copy of it leaves it as decided.
CREATE FUNCTION taxonomist.keep_decisions() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
  BEGIN
    IF OLD.status <> 'open' AND NOT taxonomist.is_lead() THEN RETURN NULL; END IF;
    RETURN NEW;
  END $$;
CREATE TRIGGER keep_decisions BEFORE UPDATE ON taxonomist.proposals FOR EACH ROW EXECUTE FUNCTION taxonomist.keep_decisions();

DO $triggers$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['shared', 'proposals', 'labels', 'final_labels', 'assignments', 'votes'] LOOP
    EXECUTE format('CREATE TRIGGER lock_revisions BEFORE INSERT OR UPDATE ON taxonomist.%I FOR EACH STATEMENT EXECUTE FUNCTION taxonomist.lock_revisions()', t);
    EXECUTE format('CREATE TRIGGER next_revision BEFORE UPDATE ON taxonomist.%I FOR EACH ROW EXECUTE FUNCTION taxonomist.next_revision()', t);
    EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON taxonomist.%I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomist.audit_rows()', t);
    EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON taxonomist.%I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomist.audit_rows()', t);
    EXECUTE format('ALTER TABLE taxonomist.%I ENABLE ROW LEVEL SECURITY', t);
  END LOOP;
END $triggers$;

-- Aggregates for viewers and the lead: how many labels each issue has per code, no one's label.
CREATE VIEW taxonomist.label_tally AS
  SELECT issue, node, count(*) AS labels FROM taxonomist.labels WHERE NOT deleted GROUP BY issue, node;

GRANT SELECT ON taxonomist.meta TO @P@_volunteer, @P@_lead, @P@_viewer;
GRANT SELECT ON taxonomist.shared, taxonomist.proposals TO @P@_volunteer, @P@_lead, @P@_viewer;
GRANT SELECT ON taxonomist.labels, taxonomist.votes TO @P@_volunteer, @P@_lead;
GRANT SELECT ON taxonomist.assignments TO @P@_volunteer, @P@_lead;
GRANT SELECT ON taxonomist.final_labels TO @P@_lead;
-- nextval for a new row's revision; not setval (that needs UPDATE on the sequence).
GRANT USAGE ON SEQUENCE taxonomist.revision TO @P@_volunteer, @P@_lead;
-- Writes name every column but `rev`: a new row takes the sequence's next value, a changed one
-- gets it from the trigger, and nobody sets one.
DO $grants$ DECLARE g record; cols text; BEGIN
  FOR g IN SELECT * FROM (VALUES ('shared', '@P@_lead'), ('proposals', '@P@_volunteer'), ('proposals', '@P@_lead'),
                                 ('labels', '@P@_volunteer'), ('labels', '@P@_lead'), ('votes', '@P@_volunteer'),
                                 ('votes', '@P@_lead'), ('assignments', '@P@_lead'), ('final_labels', '@P@_lead')) AS v(t, r) LOOP
    SELECT string_agg(quote_ident(attname), ', ') INTO cols FROM pg_attribute
      WHERE attrelid = ('taxonomist.' || g.t)::regclass AND attnum > 0 AND NOT attisdropped AND attname <> 'rev';
    EXECUTE format('GRANT INSERT (%s), UPDATE (%s) ON taxonomist.%I TO %I', cols, cols, g.t, g.r);
  END LOOP;
END $grants$;
GRANT SELECT ON taxonomist.final_labels, taxonomist.label_tally TO @P@_viewer;
GRANT SELECT ON taxonomist.label_tally, taxonomist.audit, taxonomist.members TO @P@_lead;

CREATE POLICY everyone_reads ON taxonomist.shared FOR SELECT USING (true);
CREATE POLICY lead_writes ON taxonomist.shared FOR INSERT TO @P@_lead WITH CHECK (true);
CREATE POLICY lead_updates ON taxonomist.shared FOR UPDATE TO @P@_lead USING (true) WITH CHECK (true);

CREATE POLICY everyone_reads ON taxonomist.proposals FOR SELECT USING (true);
CREATE POLICY own_proposes ON taxonomist.proposals FOR INSERT TO @P@_volunteer
  WITH CHECK (proposer = taxonomist.me() AND status = 'open');
CREATE POLICY own_updates ON taxonomist.proposals FOR UPDATE TO @P@_volunteer
  USING (proposer = taxonomist.me()) WITH CHECK (proposer = taxonomist.me());
CREATE POLICY lead_writes ON taxonomist.proposals FOR INSERT TO @P@_lead WITH CHECK (true);
CREATE POLICY lead_updates ON taxonomist.proposals FOR UPDATE TO @P@_lead USING (true) WITH CHECK (true);

CREATE POLICY own_rows ON taxonomist.labels FOR ALL TO @P@_volunteer
  USING (annotator = taxonomist.me()) WITH CHECK (annotator = taxonomist.me());
CREATE POLICY lead_reads ON taxonomist.labels FOR SELECT TO @P@_lead USING (true);
CREATE POLICY lead_own_rows ON taxonomist.labels FOR INSERT TO @P@_lead WITH CHECK (annotator = taxonomist.me());
CREATE POLICY lead_own_updates ON taxonomist.labels FOR UPDATE TO @P@_lead
  USING (annotator = taxonomist.me()) WITH CHECK (annotator = taxonomist.me());

CREATE POLICY own_rows ON taxonomist.votes FOR ALL TO @P@_volunteer
  USING (annotator = taxonomist.me()) WITH CHECK (annotator = taxonomist.me());
CREATE POLICY lead_reads ON taxonomist.votes FOR SELECT TO @P@_lead USING (true);
CREATE POLICY lead_own_rows ON taxonomist.votes FOR INSERT TO @P@_lead WITH CHECK (annotator = taxonomist.me());
CREATE POLICY lead_own_updates ON taxonomist.votes FOR UPDATE TO @P@_lead
  USING (annotator = taxonomist.me()) WITH CHECK (annotator = taxonomist.me());

CREATE POLICY own_assignments ON taxonomist.assignments FOR SELECT TO @P@_volunteer USING (annotator = taxonomist.me());
CREATE POLICY lead_all ON taxonomist.assignments FOR ALL TO @P@_lead USING (true) WITH CHECK (true);

CREATE POLICY lead_all ON taxonomist.final_labels FOR ALL TO @P@_lead USING (true) WITH CHECK (true);
CREATE POLICY viewer_reads ON taxonomist.final_labels FOR SELECT TO @P@_viewer USING (true);
)SQL";

// Version 2 (docs/security.md, "The team server"): who a login is comes from rows the login may
// read itself (no definer function answers for another login), groups never log in, a
// volunteer's proposal stays open, and every row is checked against its table and owner before
// the server stores it: the payload parses as JSON, is the record its table holds, names the
// owner and keys the row's columns name, carries the versions they carry, and fits the limit.
// Positions are the change-file record's (core/team/changefields.cpp): 0 the kind, then its fields.
//
// From version 2 the schema belongs to a NOLOGIN owner role, "<prefix>_owner", which only an
// administration step takes on for one transaction (ServerSchema::actAsOwner), and row-level
// security is forced: every login, the lead's included, is bound by the policies.
constexpr const char *migration2 = R"SQL(

ALTER TABLE taxonomist.members ADD COLUMN member uuid;
ALTER TABLE taxonomist.members ADD COLUMN name text NOT NULL DEFAULT '';
UPDATE taxonomist.members SET member = coalesce(annotator, gen_random_uuid());
ALTER TABLE taxonomist.members ALTER COLUMN member SET NOT NULL;
ALTER TABLE taxonomist.members ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_row ON taxonomist.members FOR SELECT USING (login = current_user);
CREATE POLICY lead_reads ON taxonomist.members FOR SELECT TO @P@_lead USING (true);
GRANT SELECT ON taxonomist.members TO @P@_volunteer, @P@_viewer;
-- A member's public signing key, minted by their copy at `team join` and registered once per
-- invitation (an invitation clears it); the lead's copy takes it for its team rows.
ALTER TABLE taxonomist.members ADD COLUMN signing_key text
  CHECK (signing_key IS NULL OR signing_key ~ '^[A-Za-z0-9+/]{43}=$');
CREATE POLICY own_key ON taxonomist.members FOR UPDATE
  USING (login = current_user AND signing_key IS NULL) WITH CHECK (login = current_user);
GRANT UPDATE (signing_key) ON taxonomist.members TO @P@_volunteer, @P@_lead, @P@_viewer;

CREATE OR REPLACE FUNCTION taxonomist.me() RETURNS uuid LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp
  AS $$ SELECT annotator FROM taxonomist.members WHERE login = current_user $$;
CREATE OR REPLACE FUNCTION taxonomist.my_role() RETURNS text LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp
  AS $$ SELECT role FROM taxonomist.members WHERE login = current_user $$;
CREATE OR REPLACE FUNCTION taxonomist.is_lead() RETURNS boolean LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp
  AS $$ SELECT coalesce((SELECT role = 'lead' FROM taxonomist.members WHERE login = current_user), false) $$;
DROP FUNCTION taxonomist.annotator_of(name);
DROP FUNCTION taxonomist.role_of(name);

DROP POLICY own_updates ON taxonomist.proposals;
CREATE POLICY own_updates ON taxonomist.proposals FOR UPDATE TO @P@_volunteer
  USING (proposer = taxonomist.me()) WITH CHECK (proposer = taxonomist.me() AND status = 'open');

CREATE FUNCTION taxonomist.check_row() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
  DECLARE
    p jsonb;
    v integer; -- where the row's version begins in its record
    ok boolean;
    what text := TG_TABLE_NAME || ' row';
  BEGIN
    -- The owner's own step (team create uploading the lead's project) is the administrator's,
    -- the root of trust: its rows come from the lead's project and are not parsed again.
    IF current_user = '@P@_owner' THEN
      RETURN NEW;
    END IF;
    IF octet_length(NEW.payload) > @MAXROW@ THEN
      RAISE EXCEPTION 'taxonomist: a % of % bytes is over the limit of % bytes', what, octet_length(NEW.payload), @MAXROW@
        USING ERRCODE = 'check_violation';
    END IF;
    BEGIN
      p := NEW.payload::jsonb;
    EXCEPTION WHEN others THEN
      RAISE EXCEPTION 'taxonomist: the % holds no JSON record', what USING ERRCODE = 'check_violation';
    END;
    IF jsonb_typeof(p) IS DISTINCT FROM 'array' OR jsonb_typeof(p->0) IS DISTINCT FROM 'string' THEN
      RAISE EXCEPTION 'taxonomist: the % holds no record', what USING ERRCODE = 'check_violation';
    END IF;
    BEGIN
      CASE TG_TABLE_NAME
        WHEN 'shared' THEN
          ok := p->>0 = NEW.kind AND p->>1 = NEW.key;
        WHEN 'proposals' THEN
          ok := p->>0 = 'proposal' AND lower(p->>1) = NEW.uuid::text AND lower(p->>2) = NEW.proposer::text
                AND p->>8 = NEW.status;
        WHEN 'labels' THEN
          ok := p->>0 = 'label' AND lower(p->>1) = NEW.issue::text AND lower(p->>2) = NEW.annotator::text
                AND p->>3 = NEW.node;
          v := 9;
        WHEN 'final_labels' THEN
          ok := p->>0 = 'final_label' AND lower(p->>1) = NEW.issue::text AND p->>2 = NEW.node;
          v := 8;
        WHEN 'assignments' THEN
          ok := p->>0 = 'assignment' AND lower(p->>1) = NEW.issue::text AND lower(p->>2) = NEW.annotator::text;
          v := 3;
        WHEN 'votes' THEN
          ok := p->>0 = 'vote' AND lower(p->>1) = NEW.proposal::text AND lower(p->>2) = NEW.annotator::text;
          v := 5;
      END CASE;
      IF ok AND v IS NOT NULL THEN
        ok := (p->>v)::bigint = NEW.local_rev AND p->>(v + 1) = NEW.changed_at AND p->>(v + 3) = NEW.device
              AND p->>(v + 4) = NEW.base_device AND (p->>(v + 5))::bigint = NEW.base_rev
              AND (p->>(v + 6))::boolean = NEW.deleted;
      END IF;
    EXCEPTION WHEN others THEN
      ok := false;
    END;
    IF ok IS NOT TRUE THEN
      RAISE EXCEPTION 'taxonomist: the % does not hold the record its columns name (kind, owner, keys, version)', what
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END $$;
DO $checks$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['shared', 'proposals', 'labels', 'final_labels', 'assignments', 'votes'] LOOP
    EXECUTE format('CREATE TRIGGER check_row BEFORE INSERT OR UPDATE ON taxonomist.%I FOR EACH ROW EXECUTE FUNCTION taxonomist.check_row()', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['shared', 'proposals', 'labels', 'final_labels', 'assignments', 'votes', 'members'] LOOP
    EXECUTE format('ALTER TABLE taxonomist.%I FORCE ROW LEVEL SECURITY', t);
    -- The owner's own step (team create's upload, an upgrade) writes every row.
    EXECUTE format('CREATE POLICY owner_all ON taxonomist.%I TO @P@_owner USING (true) WITH CHECK (true)', t);
  END LOOP;
END $checks$;
GRANT INSERT, UPDATE ON taxonomist.members TO @P@_owner;

-- Where each copy's audit chain stood when it last synced (docs/security.md, "Audit anchors"): a
-- copy reads its own back at the next sync and keeps it as an anchor its log must still hold. A
-- member writes only their own rows, and a head never moves backwards.
CREATE TABLE taxonomist.audit_heads(
  login name NOT NULL DEFAULT current_user,
  device uuid NOT NULL,
  entry bigint NOT NULL CHECK (entry >= 0),
  hash text NOT NULL CHECK (hash ~ '^([0-9a-f]{64})?$'),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login, device));
CREATE FUNCTION taxonomist.keep_heads() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
  BEGIN
    IF NEW.login <> OLD.login OR NEW.device <> OLD.device OR NEW.entry < OLD.entry
       OR (NEW.entry = OLD.entry AND NEW.hash <> OLD.hash) THEN
      RAISE EXCEPTION 'taxonomist: an audit head never moves backwards' USING ERRCODE = 'check_violation';
    END IF;
    NEW.seen_at := now();
    RETURN NEW;
  END $$;
CREATE TRIGGER keep_heads BEFORE UPDATE ON taxonomist.audit_heads FOR EACH ROW EXECUTE FUNCTION taxonomist.keep_heads();
ALTER TABLE taxonomist.audit_heads ENABLE ROW LEVEL SECURITY;
ALTER TABLE taxonomist.audit_heads FORCE ROW LEVEL SECURITY;
CREATE POLICY own_heads ON taxonomist.audit_heads FOR ALL USING (login = current_user) WITH CHECK (login = current_user);
CREATE POLICY lead_reads ON taxonomist.audit_heads FOR SELECT TO @P@_lead USING (true);
GRANT SELECT, INSERT (device, entry, hash), UPDATE (entry, hash) ON taxonomist.audit_heads
  TO @P@_volunteer, @P@_lead, @P@_viewer;
)SQL";

// Version 3 (docs/security.md, "Signed server rows"): every row names the signed batch it came in
// and its salt there; a batch holds its rows' digests and its signer's signature, and a copy takes
// a row only when its batch is signed by who alone may write the row. A member writes batches
// only as themselves and reads their own, the lead's and every proposal's (the lead reads all);
// the salts keep a batch's digests from telling anything about rows a reader cannot read. Rows
// stored before this version have no batch: `signed_from` is the revision the upgrade found,
// below which a copy takes them unsigned (and it keeps the first value it saw).
constexpr const char *migration3 = R"SQL(
CREATE TABLE taxonomist.batches(
  id uuid PRIMARY KEY,
  signer uuid NOT NULL,
  tbl text NOT NULL CHECK (tbl IN ('shared', 'proposals', 'labels', 'final_labels', 'assignments', 'votes')),
  digests bytea NOT NULL CHECK (octet_length(digests) BETWEEN 32 AND 32 * @MAXBATCH@ AND octet_length(digests) % 32 = 0),
  signature text NOT NULL CHECK (signature ~ '^[A-Za-z0-9+/]{86}==$'),
  created_at timestamptz NOT NULL DEFAULT now());
ALTER TABLE taxonomist.batches ENABLE ROW LEVEL SECURITY;
ALTER TABLE taxonomist.batches FORCE ROW LEVEL SECURITY;
CREATE POLICY owner_all ON taxonomist.batches TO @P@_owner USING (true) WITH CHECK (true);
CREATE POLICY own_batches ON taxonomist.batches FOR INSERT TO @P@_volunteer, @P@_lead
  WITH CHECK (signer = taxonomist.me());
CREATE POLICY readable ON taxonomist.batches FOR SELECT
  USING (signer = taxonomist.me() OR tbl = 'proposals' OR taxonomist.is_lead()
         OR (signer = (SELECT value::uuid FROM taxonomist.meta WHERE key = 'lead')
             AND (tbl <> 'final_labels' OR taxonomist.my_role() = 'viewer')));
GRANT SELECT ON taxonomist.batches TO @P@_volunteer, @P@_lead, @P@_viewer;
GRANT INSERT ON taxonomist.batches TO @P@_volunteer, @P@_lead;

DO $seals$ DECLARE t text; g record; BEGIN
  FOREACH t IN ARRAY ARRAY['shared', 'proposals', 'labels', 'final_labels', 'assignments', 'votes'] LOOP
    EXECUTE format('ALTER TABLE taxonomist.%I ADD COLUMN batch uuid, ADD COLUMN salt text CHECK (octet_length(salt) = 32)', t);
  END LOOP;
  FOR g IN SELECT * FROM (VALUES ('shared', '@P@_lead'), ('proposals', '@P@_volunteer'), ('proposals', '@P@_lead'),
                                 ('labels', '@P@_volunteer'), ('labels', '@P@_lead'), ('votes', '@P@_volunteer'),
                                 ('votes', '@P@_lead'), ('assignments', '@P@_lead'), ('final_labels', '@P@_lead')) AS v(t, r) LOOP
    EXECUTE format('GRANT INSERT (batch, salt), UPDATE (batch, salt) ON taxonomist.%I TO %I', g.t, g.r);
  END LOOP;
END $seals$;
INSERT INTO taxonomist.meta(key, value)
  SELECT 'signed_from', CASE WHEN is_called THEN last_value ELSE 0 END::text FROM taxonomist.revision
  ON CONFLICT (key) DO NOTHING;
)SQL";

// Version 4: the lead's rounds (a pilot, a sample) are shared rows too, so that every copy can
// filter its work by them.
constexpr const char *migration4 = R"SQL(
ALTER TABLE taxonomist.shared DROP CONSTRAINT shared_kind_check;
ALTER TABLE taxonomist.shared ADD CONSTRAINT shared_kind_check
  CHECK (kind IN ('info', 'member', 'framework', 'node', 'issue', 'content', 'round'));
)SQL";

// Run by the administrator's login (it needs CREATEROLE), never by the owner: the team's roles,
// none of which can log in (a group that an earlier version let a name turn into a login is
// closed again).
constexpr const char *rolesSql = R"SQL(
DO $roles$ DECLARE r text; BEGIN
  FOREACH r IN ARRAY ARRAY['@P@_volunteer', '@P@_lead', '@P@_viewer', '@P@_owner'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      EXECUTE format('CREATE ROLE %I NOLOGIN', r);
    ELSE
      EXECUTE format('ALTER ROLE %I NOLOGIN PASSWORD NULL', r);
    END IF;
  END LOOP;
END $roles$;
)SQL";

// A version-1 schema belongs to the login that created it: the owner role takes it over, and that
// login stays on the team as a member of the lead group, bound by the policies like everyone.
constexpr const char *adoptSql = R"SQL(
DO $adopt$ DECLARE r record; creator name; BEGIN
  SELECT pg_get_userbyid(nspowner) INTO creator FROM pg_namespace WHERE nspname = 'taxonomist';
  IF creator = '@P@_owner' THEN RETURN; END IF;
  ALTER SCHEMA taxonomist OWNER TO @P@_owner;
  FOR r IN SELECT c.relname, c.relkind FROM pg_class c
           WHERE c.relnamespace = 'taxonomist'::regnamespace AND c.relkind IN ('r', 'v', 'S', 'p')
             AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                             AND d.objid = c.oid AND d.deptype IN ('a', 'i')) LOOP
    EXECUTE format('ALTER %s taxonomist.%I OWNER TO @P@_owner',
                   CASE r.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' ELSE 'TABLE' END, r.relname);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS f FROM pg_proc p WHERE p.pronamespace = 'taxonomist'::regnamespace LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO @P@_owner', r.f);
  END LOOP;
  IF EXISTS (SELECT 1 FROM taxonomist.members WHERE login = creator AND role = 'lead') THEN
    EXECUTE format('GRANT @P@_lead TO %I', creator);
  END IF;
END $adopt$;
)SQL";

QString withPrefix(const char *sql, const QString &prefix)
{
    QString text = QString::fromUtf8(sql);
    text.replace(u"@P@"_s, prefix);
    text.replace(u"@MAXROW@"_s, QString::number(InboundLimits::MaxRecordBytes));
    text.replace(u"@MAXBATCH@"_s, QString::number(InboundLimits::MaxRowsPerBatch));
    return text;
}

Status checkPrefix(const QString &prefix)
{
    static const QRegularExpression identifier(u"^[a-z_][a-z0-9_]{0,39}$"_s);
    if (!identifier.match(prefix).hasMatch())
        return Error(CoreText::tr("the team's role prefix \"%1\" is not a plain identifier")
                         .arg(prefix.left(60)));
    return success();
}

struct Migration
{
    int version;
    const char *sql;
};

constexpr Migration migrations[]
    = {{1, migration1}, {2, migration2}, {3, migration3}, {4, migration4}};

} // namespace

QString ServerSchema::rolePrefix(const QString &team)
{
    return u"tx_"_s + QString(team).remove(u'-').toLower().left(16) + u"_g"_s;
}

QString ServerSchema::memberLogin(const QString &team, const QString &member)
{
    return u"tx_"_s + QString(team).remove(u'-').toLower().left(16) + u"_m_"_s
        + QString(member).remove(u'-').toLower();
}

Status ServerSchema::actAsOwner(ServerConnection &connection, const QString &prefix)
{
    if (auto status = checkPrefix(prefix); !status)
        return status;
    return connection.exec(u"SET LOCAL client_min_messages = warning;"
                           " GRANT %1_owner TO CURRENT_USER; SET LOCAL ROLE %1_owner"_s.arg(prefix),
        {},
        u"acting as the team server's owner (the login that created the team server, with "
        u"CREATEROLE, does this)"_s);
}

Status ServerSchema::stopActingAsOwner(ServerConnection &connection, const QString &prefix)
{
    if (auto status = checkPrefix(prefix); !status)
        return status;
    return connection.exec(
        u"RESET ROLE; SET LOCAL client_min_messages = error; REVOKE %1_owner FROM CURRENT_USER"_s
            .arg(prefix));
}

Status ServerSchema::migrate(ServerConnection &connection, const QString &prefix, int upTo)
{
    if (auto status = checkPrefix(prefix); !status)
        return status;
    if (auto status = connection.begin(); !status)
        return status;
    auto exists
        = connection.select(u"SELECT to_regclass('taxonomist.schema_migrations') IS NOT NULL"_s);
    if (!exists)
        return exists.error();
    int current = 0;
    if (exists->next() && exists->value(0).toBool()) {
        auto version = check(connection);
        if (!version)
            return version.error();
        current = *version;
    }
    // Version 1 alone is what a server made before version 2 looks like (the tests of the
    // upgrade build one): its creator owns it.
    const bool owned = upTo >= 2;
    if (owned) {
        if (auto status = connection.exec(withPrefix(rolesSql, prefix)
                    + u"SET LOCAL client_min_messages = warning; GRANT %1_owner TO CURRENT_USER;"_s
                          .arg(prefix),
                {}, CoreText::tr("making the team's roles"));
            !status)
            return status;
        if (current >= 1) {
            if (auto status = connection.exec(withPrefix(adoptSql, prefix), {},
                    CoreText::tr("handing the schema to the team's owner role"));
                !status)
                return status;
        }
        // The schema is made by the administrator (who may create in the database) for the
        // owner; everything in it is then made as the owner.
        if (current == 0) {
            if (auto status = connection.exec(
                    u"CREATE SCHEMA IF NOT EXISTS taxonomist AUTHORIZATION %1_owner"_s.arg(prefix),
                    {}, CoreText::tr("creating the schema"));
                !status)
                return status;
        }
        if (auto status = actAsOwner(connection, prefix); !status)
            return status;
    }
    if (current == 0) {
        if (auto status
            = connection.exec((owned ? QString() : u"CREATE SCHEMA IF NOT EXISTS taxonomist; "_s)
                    + u"CREATE TABLE taxonomist.schema_migrations(version integer PRIMARY KEY,"
                      " applied_at timestamptz NOT NULL DEFAULT now())"_s,
                {}, CoreText::tr("creating the schema"));
            !status)
            return status;
    }
    for (const Migration &migration : migrations) {
        if (migration.version <= current || migration.version > upTo)
            continue;
        QString sql = withPrefix(migration.sql, prefix);
        if (migration.version == 1)
            sql.replace(u"CREATE SCHEMA taxonomist;"_s, QString());
        if (auto status
            = connection.exec(sql, {}, u"server schema version %1"_s.arg(migration.version));
            !status)
            return status;
        if (auto status
            = connection.exec(u"INSERT INTO taxonomist.schema_migrations(version) VALUES(?)"_s,
                {migration.version});
            !status)
            return status;
    }
    if (auto status = connection.exec(
            u"GRANT SELECT ON taxonomist.schema_migrations TO %1_volunteer, %1_lead, %1_viewer"_s
                .arg(prefix));
        !status)
        return status;
    if (owned) {
        if (auto status = stopActingAsOwner(connection, prefix); !status)
            return status;
    }
    return connection.commit();
}

Result<int> ServerSchema::check(ServerConnection &connection)
{
    auto query = connection.select(u"SELECT max(version) FROM taxonomist.schema_migrations"_s, {},
        CoreText::tr("reading the server's schema version"));
    if (!query)
        return Error(u"this PostgreSQL database holds no Taxonomist team (run `team create` first, "
                     u"or check the"
                     " database name and your role's access): "_s
            + query.error().what());
    if (!query->next() || query->value(0).isNull())
        return Error(CoreText::tr("the team server's schema has no version"));
    const int found = query->value(0).toInt();
    if (found > version)
        return Error(CoreText::tr("the team server's schema is version %1, newer than this "
                                  "Taxonomist knows (%2): update Taxonomist")
                         .arg(found)
                         .arg(version));
    return found;
}

} // namespace taxonomist::core
