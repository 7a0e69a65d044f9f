--
-- PostgreSQL database dump
--



-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: todo_item_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.todo_item_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    PERFORM pg_notify('todo_changes', pg_backend_pid()::text);
    RETURN NULL;
END
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: todo_item; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.todo_item (
    id bigint NOT NULL,
    title text NOT NULL,
    due date NOT NULL,
    created bigint NOT NULL,
    completed bigint,
    notes text DEFAULT ''::text NOT NULL,
    tags text DEFAULT ''::text NOT NULL,
    priority integer DEFAULT 3 NOT NULL,
    recurrence text,
    source text,
    search_words tsvector NOT NULL,
    tag_keys text[] NOT NULL
);


--
-- Name: todo_item_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.todo_item_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: todo_item_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.todo_item_id_seq OWNED BY public.todo_item.id;


--
-- Name: todo_schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.todo_schema_migrations (
    identifier text NOT NULL,
    applied timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: todo_sync_item; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.todo_sync_item (
    item_id bigint NOT NULL,
    uid text NOT NULL,
    href text NOT NULL,
    etag text,
    body text NOT NULL
);


--
-- Name: todo_sync_meta; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.todo_sync_meta (
    key text NOT NULL,
    value text NOT NULL
);


--
-- Name: todo_undo_item; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.todo_undo_item (
    step bigint NOT NULL,
    id bigint NOT NULL,
    title text NOT NULL,
    due date NOT NULL,
    created bigint NOT NULL,
    completed bigint,
    notes text DEFAULT ''::text NOT NULL,
    tags text DEFAULT ''::text NOT NULL,
    priority integer DEFAULT 3 NOT NULL,
    recurrence text,
    source text
);


--
-- Name: todo_undo_step; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.todo_undo_step (
    id bigint NOT NULL,
    kind text NOT NULL,
    created_ids text NOT NULL
);


--
-- Name: todo_undo_step_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.todo_undo_step_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: todo_undo_step_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.todo_undo_step_id_seq OWNED BY public.todo_undo_step.id;


--
-- Name: todo_item id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_item ALTER COLUMN id SET DEFAULT nextval('public.todo_item_id_seq'::regclass);


--
-- Name: todo_undo_step id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_undo_step ALTER COLUMN id SET DEFAULT nextval('public.todo_undo_step_id_seq'::regclass);


--
-- Data for Name: todo_item; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_item (id, title, due, created, completed, notes, tags, priority, recurrence, source, search_words, tag_keys) FROM stdin;
3	Learn the cello	infinity	1795770120	\N		music	3	\N	\N	'cello' 'learn' 'the'	{music}
4	Stand-up	2026-11-30	1795770180	\N			1	weekday	\N	'stand' 'stand-up' 'up'	{}
6	Renew passport	2026-12-02	1795770300	\N		papers	3	1 year;2;until 2030-12-31	\N	'passport' 'renew'	{papers}
1	Pay rent	2026-12-01	1795770000	\N	Standing order from the joint account.\nCheck the amount in January.	bills	0	1 month on the first tuesday	\N	'account' 'amount' 'check' 'from' 'in' 'january' 'joint' 'order' 'pay' 'rent' 'standing' 'the'	{bills}
8	Book the dentist	2026-12-03	1795770480	\N	Ask for a morning.	health	1	\N	ical:dentist-2026@example.com	'a' 'ask' 'book' 'dentist' 'for' 'morning' 'the'	{health}
10	Water the orchids	2026-11-30	1795798499	\N			3	\N	ical:7bf0bc9a-717b-420f-993f-e70ad8a220e7@phone.example	'orchids' 'the' 'water'	{}
2	Buy milk	2026-11-28	1795770060	1795802400		errands	2	\N	\N	'buy' 'milk'	{errands}
11	Water the plants	2026-12-07	1795802460	\N			3	1 week;4 times	\N	'plants' 'the' 'water'	{}
5	Water the plants	2026-11-30	1795770240	1795802460			3	1 week;5 times	\N	'plants' 'the' 'water'	{}
9	Call the plumber about the boiler	2026-11-29	1795770540	\N		home	3	\N	\N	'about' 'boiler' 'call' 'plumber' 'the'	{home}
\.


--
-- Data for Name: todo_schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_schema_migrations (identifier, applied) FROM stdin;
v1-items	2026-11-27 16:54:59.99512+00
v2-undo-journal	2026-11-27 16:54:59.99512+00
v3-notes	2026-11-27 16:54:59.99512+00
v4-tags-priority	2026-11-27 16:54:59.99512+00
v5-recurrence	2026-11-27 16:54:59.99512+00
v6-source	2026-11-27 16:54:59.99512+00
v7-search-words	2026-11-27 16:54:59.99512+00
v8-search-signs	2026-11-27 16:54:59.99512+00
v9-recurrence-ends	2026-11-27 16:54:59.99512+00
v10-sync	2026-11-27 16:54:59.99512+00
\.


--
-- Data for Name: todo_sync_item; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_sync_item (item_id, uid, href, etag, body) FROM stdin;
1	22efc5ec-951b-4394-b085-2b484c8a94ee-1@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-1_todo.ics	"a239e29e084e2e9ccee40523fe6f4aef0533a5b2"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-1@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090000Z\r\nSUMMARY:Pay rent\r\nDTSTART;VALUE=DATE:20261201\r\nDUE;VALUE=DATE:20261201\r\nSTATUS:NEEDS-ACTION\r\nPRIORITY:1\r\nCATEGORIES:bills\r\nDESCRIPTION:Standing order from the joint account.\\nCheck the amount in Jan\r\n uary.\r\nRRULE:FREQ=MONTHLY;BYDAY=1TU\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
2	22efc5ec-951b-4394-b085-2b484c8a94ee-2@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-2_todo.ics	"d7902509a7a52b7e8ea784d85ad56317f66a96df"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-2@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090100Z\r\nSUMMARY:Buy milk\r\nDUE;VALUE=DATE:20261128\r\nSTATUS:NEEDS-ACTION\r\nPRIORITY:9\r\nCATEGORIES:errands\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
3	22efc5ec-951b-4394-b085-2b484c8a94ee-3@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-3_todo.ics	"2d785bd0e4d45648f59d3bc87f3f42d65ea83dbc"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-3@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090200Z\r\nSUMMARY:Learn the cello\r\nSTATUS:NEEDS-ACTION\r\nCATEGORIES:music\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
4	22efc5ec-951b-4394-b085-2b484c8a94ee-4@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-4_todo.ics	"bf363bcfa15960c9de8a318b7ed354ffdf4b17e2"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-4@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090300Z\r\nSUMMARY:Stand-up\r\nDTSTART;VALUE=DATE:20261130\r\nDUE;VALUE=DATE:20261130\r\nSTATUS:NEEDS-ACTION\r\nPRIORITY:5\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
5	22efc5ec-951b-4394-b085-2b484c8a94ee-5@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-5_todo.ics	"e102002a101bc1c2b027d3255806ab2065e2d879"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-5@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090400Z\r\nSUMMARY:Water the plants\r\nDTSTART;VALUE=DATE:20261130\r\nDUE;VALUE=DATE:20261130\r\nSTATUS:NEEDS-ACTION\r\nRRULE:FREQ=WEEKLY;COUNT=5\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
6	22efc5ec-951b-4394-b085-2b484c8a94ee-6@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-6_todo.ics	"ec79591f71ce3817abc6262b673f1745f44f42d1"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-6@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090500Z\r\nSUMMARY:Renew passport\r\nDTSTART;VALUE=DATE:20261202\r\nDUE;VALUE=DATE:20261202\r\nSTATUS:NEEDS-ACTION\r\nCATEGORIES:papers\r\nRRULE:FREQ=YEARLY;UNTIL=20301231\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
7	22efc5ec-951b-4394-b085-2b484c8a94ee-7@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-7_todo.ics	"394b9bebc5ecf2d30d43bb6774b07a10fb1adbde"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-7@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090600Z\r\nSUMMARY:Old plan\r\nDUE;VALUE=DATE:20261204\r\nSTATUS:NEEDS-ACTION\r\nCATEGORIES:home\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
8	dentist-2026@example.com	/user/calendars/tasks-postgres/dentist-2026_example.com.ics	"703573e528fc9d8cb7d856a8aae09b49a9f4539d"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:dentist-2026@example.com\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090800Z\r\nSUMMARY:Book the dentist\r\nDUE;VALUE=DATE:20261203\r\nSTATUS:NEEDS-ACTION\r\nPRIORITY:5\r\nCATEGORIES:health\r\nDESCRIPTION:Ask for a morning.\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
9	22efc5ec-951b-4394-b085-2b484c8a94ee-9@todo	/user/calendars/tasks-postgres/22efc5ec-951b-4394-b085-2b484c8a94ee-9_todo.ics	"533e0967fd9c1b34212ec388d08865234148cb71"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nCALSCALE:GREGORIAN\r\nBEGIN:VTODO\r\nUID:22efc5ec-951b-4394-b085-2b484c8a94ee-9@todo\r\nDTSTAMP:20261127T091000Z\r\nCREATED:20261127T090900Z\r\nSUMMARY:Call the plumber\r\nDUE;VALUE=DATE:20261129\r\nSTATUS:NEEDS-ACTION\r\nCATEGORIES:home\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
10	7bf0bc9a-717b-420f-993f-e70ad8a220e7@phone.example	/user/calendars/tasks-postgres/5ec4a99a0c6e42ae86f6fbf1ef4ef7d7.ics	"e53fa83f16ec0be96e4053f0b69ba7da6a8ee511"	BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo tests//phone.py (python3-caldav)//EN\r\nBEGIN:VTODO\r\nCREATED;VALUE=DATE-TIME:20261127T165459Z\r\nDTSTAMP;VALUE=DATE-TIME:20261127T165459Z\r\nDUE;VALUE=DATE:20261130\r\nLAST-MODIFIED;VALUE=DATE-TIME:20261127T165459Z\r\nSEQUENCE:0\r\nSTATUS:NEEDS-ACTION\r\nSUMMARY:Water the orchids\r\nUID:7bf0bc9a-717b-420f-993f-e70ad8a220e7@phone.example\r\nX-PHONE-COLOR:red\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Water the orchids\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
\.


--
-- Data for Name: todo_sync_meta; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_sync_meta (key, value) FROM stdin;
identity	22efc5ec-951b-4394-b085-2b484c8a94ee
collection	http://127.0.0.1:36524/user/calendars/tasks-postgres/
token	c6a064d5423a792275a2518ad33822d8ef2a524a
generation	1
\.


--
-- Data for Name: todo_undo_item; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_undo_item (step, id, title, due, created, completed, notes, tags, priority, recurrence, source) FROM stdin;
8	1	Pay rent	2026-12-01	1795770000	\N		bills	0	1 month on the first tuesday	\N
12	2	Buy milk	2026-11-28	1795770060	\N		errands	2	\N	\N
13	5	Water the plants	2026-11-30	1795770240	\N			3	1 week;5 times	\N
14	7	Old plan	2026-12-04	1795770360	\N		home	3	\N	\N
15	9	Call the plumber	2026-11-29	1795770540	\N		home	3	\N	\N
\.


--
-- Data for Name: todo_undo_step; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_undo_step (id, kind, created_ids) FROM stdin;
1	add	1
2	add	2
3	add	3
4	add	4
5	add	5
6	add	6
7	add	7
8	edit	
9	import	8
10	add	9
11	sync	10
12	complete	
13	complete	11
14	delete	
15	edit	
\.


--
-- Name: todo_item_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.todo_item_id_seq', 11, true);


--
-- Name: todo_undo_step_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.todo_undo_step_id_seq', 15, true);


--
-- Name: todo_item todo_item_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_item
    ADD CONSTRAINT todo_item_pkey PRIMARY KEY (id);


--
-- Name: todo_schema_migrations todo_schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_schema_migrations
    ADD CONSTRAINT todo_schema_migrations_pkey PRIMARY KEY (identifier);


--
-- Name: todo_sync_item todo_sync_item_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_sync_item
    ADD CONSTRAINT todo_sync_item_pkey PRIMARY KEY (item_id);


--
-- Name: todo_sync_meta todo_sync_meta_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_sync_meta
    ADD CONSTRAINT todo_sync_meta_pkey PRIMARY KEY (key);


--
-- Name: todo_undo_item todo_undo_item_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_undo_item
    ADD CONSTRAINT todo_undo_item_pkey PRIMARY KEY (step, id);


--
-- Name: todo_undo_step todo_undo_step_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_undo_step
    ADD CONSTRAINT todo_undo_step_pkey PRIMARY KEY (id);


--
-- Name: todo_item_completed_latest_first; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX todo_item_completed_latest_first ON public.todo_item USING btree (completed DESC, id DESC) WHERE (completed IS NOT NULL);


--
-- Name: todo_item_open_in_list_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX todo_item_open_in_list_order ON public.todo_item USING btree (due, priority, created, id) INCLUDE (title, tags, recurrence) WHERE (completed IS NULL);


--
-- Name: todo_item_search_words; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX todo_item_search_words ON public.todo_item USING gin (search_words);


--
-- Name: todo_item_source; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX todo_item_source ON public.todo_item USING btree (source) WHERE (source IS NOT NULL);


--
-- Name: todo_item_tag_keys; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX todo_item_tag_keys ON public.todo_item USING gin (tag_keys);


--
-- Name: todo_item todo_item_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER todo_item_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.todo_item FOR EACH STATEMENT EXECUTE FUNCTION public.todo_item_changed();


--
-- Name: todo_undo_item todo_undo_item_step_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.todo_undo_item
    ADD CONSTRAINT todo_undo_item_step_fkey FOREIGN KEY (step) REFERENCES public.todo_undo_step(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--



