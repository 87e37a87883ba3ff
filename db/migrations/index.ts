import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_initial";
import * as m0002 from "./0002_enquiries";
import * as m0003 from "./0003_photo_albums";
import * as m0004 from "./0004_content_version";
import * as m0005 from "./0005_legacy_imports";
import * as m0006 from "./0006_roles_audit";
import * as m0007 from "./0007_login_throttle";
import * as m0008 from "./0008_pages";
import * as m0009 from "./0009_page_versions";
import * as m0010 from "./0010_people";
import * as m0011 from "./0011_documents";
import * as m0012 from "./0012_settings";
import * as m0013 from "./0013_site_images";
import * as m0014 from "./0014_content_version_triggers";
import * as m0015 from "./0015_health_heartbeat";
import * as m0016 from "./0016_settings_in_pages";
import * as m0017 from "./0017_office_pages";
import * as m0018 from "./0018_document_checks";
import * as m0019 from "./0019_link_checks";
import * as m0020 from "./0020_enquiry_privacy";
import * as m0021 from "./0021_notices_schedule";
import * as m0022 from "./0022_search";
import * as m0023 from "./0023_unreadable_pdfs";
import * as m0024 from "./0024_record_fields";
import * as m0025 from "./0025_search_folded";
import * as m0026 from "./0026_tamil_columns";
import * as m0027 from "./0027_access_logs";
import * as m0028 from "./0028_album_consent";
import * as m0030 from "./0030_barrier_reports";

/**
 * Every migration, in order, listed by hand so the server bundle, the CLI scripts and the tests all see
 * the same set without reading the file system at run time. Add new ones at the end; never edit one
 * that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_enquiries": m0002,
  "0003_photo_albums": m0003,
  "0004_content_version": m0004,
  "0005_legacy_imports": m0005,
  "0006_roles_audit": m0006,
  "0007_login_throttle": m0007,
  "0008_pages": m0008,
  "0009_page_versions": m0009,
  "0010_people": m0010,
  "0011_documents": m0011,
  "0012_settings": m0012,
  "0013_site_images": m0013,
  "0014_content_version_triggers": m0014,
  "0015_health_heartbeat": m0015,
  "0016_settings_in_pages": m0016,
  "0017_office_pages": m0017,
  "0018_document_checks": m0018,
  "0019_link_checks": m0019,
  "0020_enquiry_privacy": m0020,
  "0021_notices_schedule": m0021,
  "0022_search": m0022,
  "0023_unreadable_pdfs": m0023,
  "0024_record_fields": m0024,
  "0025_search_folded": m0025,
  "0026_tamil_columns": m0026,
  "0027_access_logs": m0027,
  "0028_album_consent": m0028,
  "0030_barrier_reports": m0030,
};
