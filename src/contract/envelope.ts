/** BladeX envelope: every API answer except the token call (ARCHITECTURE.md §3). */
export interface R<T> {
  /** 200 (or 404) is a normal answer; any other code is an error shown to the user. */
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** BladeX page: `data` of every paged call. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Request parameters of every paged call (1-based `current`). */
export interface PageQuery {
  current: number;
  size: number;
}

/** `detail` of the token answer: drives the route guard (spec §2, §6). */
export interface UserDetail {
  /** 1 permits /index. */
  defaultMainPage: number;
  /** 1 permits /guestPage. */
  customMainPage: number;
  /** 2 sends the user to /guestPage after login. */
  mainPage: number;
  /**
   * Extension (issue 31): true while the account still has the password an administrator gave it
   * (added or reset); the console then asks for a new one before anything else. Absent = false.
   */
  passwordChangeRequired?: boolean;
}

/** The raw (not enveloped) answer of `POST /api/blade-auth/oauth/token`. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  user_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  role_name: string;
  avatar: string;
  tenant_id: string;
  detail: UserDetail;
}

/** Failed token call (HTTP 400/401 with this body). */
export interface TokenError {
  error_code: number;
  error_description: string;
}
