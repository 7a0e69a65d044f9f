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
-- Name: todo_fold(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.todo_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $_$ SELECT lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g')) $_$;


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
    source text
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

COPY public.todo_item (id, title, due, created, completed, notes, tags, priority, recurrence, source) FROM stdin;
4	Ταξίδι ΐ	infinity	1795770180	\N		İx	3	\N	\N
5	Join the club	2026-12-02	1795770240	\N		a‍b	3	\N	\N
6	Café visit	2026-12-03	1795770300	\N		café	3	\N	\N
1	Straße bauen	2026-11-30	1795770000	\N	Pflaster für die Einfahrt; ﬀ offcut	Bau	3	\N	\N
2	Straße fegen	2026-11-28	1795770060	1795802400			3	\N	\N
3	ﬁle the tax return	2026-12-01	1795770120	\N		Steuer	0	\N	\N
\.


--
-- Data for Name: todo_schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_schema_migrations (identifier, applied) FROM stdin;
v1-items	2026-11-27 11:18:43.274722+00
v2-undo-journal	2026-11-27 11:18:43.274722+00
v3-notes	2026-11-27 11:18:43.274722+00
v4-tags-priority	2026-11-27 11:18:43.274722+00
v5-recurrence	2026-11-27 11:18:43.274722+00
v6-source	2026-11-27 11:18:43.274722+00
\.


--
-- Data for Name: todo_undo_item; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.todo_undo_item (step, id, title, due, created, completed, notes, tags, priority, recurrence, source) FROM stdin;
8	1	Straße bauen	2026-11-30	1795770000	\N		Bau	3	\N	\N
9	2	Straße fegen	2026-11-28	1795770060	\N			3	\N	\N
10	7	Old plan	2026-12-04	1795770360	\N		home x‍y	3	\N	\N
11	3	ﬁle the taxes	2026-12-01	1795770120	\N		Steuer	0	\N	\N
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
9	complete	
10	delete	
11	edit	
\.


--
-- Name: todo_item_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.todo_item_id_seq', 7, true);


--
-- Name: todo_undo_step_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.todo_undo_step_id_seq', 11, true);


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
-- Name: todo_item_source; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX todo_item_source ON public.todo_item USING btree (source) WHERE (source IS NOT NULL);


--
-- Name: todo_item_tag_keys; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX todo_item_tag_keys ON public.todo_item USING gin (string_to_array(lower(tags), ' '::text));


--
-- Name: todo_item_words; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX todo_item_words ON public.todo_item USING gin (to_tsvector('simple'::regconfig, public.todo_fold(((title || ' '::text) || notes))));


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



