// Signing in and out, sessions, passwords: the account rules a signed-in life depends on.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../test/server.ts";
import { startSmtpSink } from "../../test/smtpSink.ts";
import { tokenId } from "../../domain/accounts/session.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const login = (email: string, password = "homeplate123") => ({ email, password });

describe("signing in", () => {
  test("the current user is a 401 until someone signs in", async () => {
    const res = await server.client().rest("GET", "/api/users/current");
    expect(res.status).toBe(401);
    const { data } = await server.client().gql("{ viewer { id } }");
    expect(data.viewer).toBeNull();
  });

  test("login sets an httpOnly, SameSite=Lax session cookie and answers the user with its role", async () => {
    const c = server.client();
    const res = await c.rest("POST", "/api/auth/login", login("cook@homeplate.dev"));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: "cook@homeplate.dev", role: "cook", approvalStatus: "approved" });
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^hp_session=[\w-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    // Only a hash of the token is stored.
    const token = c.sessionToken!;
    expect(await server.services.prisma.session.findUnique({ where: { id: token } })).toBeNull();
    expect(await server.services.prisma.session.findUnique({ where: { id: tokenId(token) } })).not.toBeNull();
  });

  test("behind TLS the cookie is also Secure", async () => {
    const tls = await startTestServer({ trustProxy: true });
    try {
      const res = await tls.client().fetch("/api/auth/login", {
        method: "POST",
        body: JSON.stringify(login("customer@homeplate.dev")),
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
      });
      expect(res.headers.getSetCookie()[0]).toContain("Secure");
    } finally {
      await tls.close();
    }
  });

  test("a wrong password and an unknown address get the same answer", async () => {
    const wrong = await server
      .client()
      .rest("POST", "/api/auth/login", login("customer2@homeplate.dev", "not-it-at-all"));
    const unknown = await server.client().rest("POST", "/api/auth/login", login("nobody@homeplate.dev"));
    expect([wrong.status, wrong.text]).toEqual([401, "Invalid email or password"]);
    expect([unknown.status, unknown.text]).toEqual([401, "Invalid email or password"]);
  });

  test.each([
    [{ email: "nope", password: "homeplate123" }, "Please enter a valid email address"],
    [{ email: "customer@homeplate.dev", password: "123" }, "Password must be at least 6 characters"],
  ])("login input %j is refused with '%s'", async (body, message) => {
    const res = await server.client().rest("POST", "/api/auth/login", body);
    expect([res.status, res.text]).toEqual([400, message]);
  });

  test("after five failures an address is blocked for a while, even with the right password", async () => {
    const email = "pending.driver@homeplate.dev";
    for (let i = 0; i < 5; i++) {
      const res = await server.client().rest("POST", "/api/auth/login", login(email, `wrong-${i}-password`));
      expect(res.status).toBe(401);
    }
    const blocked = await server.client().rest("POST", "/api/auth/login", login(email));
    expect(blocked.status).toBe(429);
    expect(blocked.text).toMatch(/Too many failed sign-in attempts/);
    // Other addresses are unaffected.
    expect((await server.client().rest("POST", "/api/auth/login", login("driver@homeplate.dev"))).status).toBe(200);
  });

  test("guesses sent all at once are counted too: at most five get through to a password check", async () => {
    const email = "cook2@homeplate.dev";
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.client().rest("POST", "/api/auth/login", login(email, `parallel-guess-${i}`)),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    await server.services.prisma.loginAttempt.deleteMany({ where: { email } });
  });

  test("a paused user cannot sign in, and their open session stops working", async () => {
    const c = await server.signIn("customer2@homeplate.dev");
    await server.services.prisma.user.update({ where: { email: "customer2@homeplate.dev" }, data: { isPaused: true } });
    try {
      const res = await server.client().rest("POST", "/api/auth/login", login("customer2@homeplate.dev"));
      expect([res.status, res.text]).toEqual([403, "This account has been paused. Please contact support."]);
      expect((await c.rest("GET", "/api/users/current")).status).toBe(401);
    } finally {
      await server.services.prisma.user.update({
        where: { email: "customer2@homeplate.dev" },
        data: { isPaused: false },
      });
    }
  });

  test("logout ends the session on the server, not just in the browser", async () => {
    const c = await server.signIn("customer@homeplate.dev");
    const token = c.sessionToken!;
    const res = await c.rest("POST", "/api/auth/logout");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(/^hp_session=;.*Max-Age=0/);
    expect(await server.services.prisma.session.findUnique({ where: { id: tokenId(token) } })).toBeNull();
    // Replaying the old cookie gets nowhere.
    const replay = await server.client().fetch("/api/users/current", { headers: { cookie: `hp_session=${token}` } });
    expect(replay.status).toBe(401);
  });

  test("an expired session is refused", async () => {
    const c = await server.signIn("customer@homeplate.dev");
    await server.services.prisma.session.update({
      where: { id: tokenId(c.sessionToken!) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await c.rest("GET", "/api/users/current")).status).toBe(401);
  });

  test("clients without a cookie jar may send the session token as a bearer token", async () => {
    const c = await server.signIn("admin@homeplate.dev");
    const res = await server
      .client()
      .fetch("/api/users/current", { headers: { authorization: `Bearer ${c.sessionToken}` } });
    expect(res.json.role).toBe("admin");
  });
});

describe("changing a password", () => {
  test("needs a signed-in user", async () => {
    const res = await server
      .client()
      .rest("POST", "/api/auth/change-password", { currentPassword: "homeplate123", newPassword: "another1" });
    expect([res.status, res.text]).toEqual([401, "You must be signed in to do that."]);
  });

  test.each([
    [{ currentPassword: "", newPassword: "another1" }, 400, "Current password is required"],
    [{ currentPassword: "homeplate123", newPassword: "short" }, 400, "New password must be at least 6 characters"],
    [{ currentPassword: "not-the-password", newPassword: "another1" }, 400, "Current password is incorrect"],
  ])("%j is refused with '%s'", async (body, status, message) => {
    const c = await server.signIn("cook2@homeplate.dev");
    const res = await c.rest("POST", "/api/auth/change-password", body);
    expect([res.status, res.text]).toEqual([status, message]);
  });

  test("checks the current password, keeps this session and ends the others", async () => {
    const here = await server.signIn("driver@homeplate.dev");
    const elsewhere = await server.signIn("driver@homeplate.dev");
    const res = await here.rest("POST", "/api/auth/change-password", {
      currentPassword: "homeplate123",
      newPassword: "new-secret-1",
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Your password has been successfully changed.");
    expect((await here.rest("GET", "/api/users/current")).status).toBe(200);
    expect((await elsewhere.rest("GET", "/api/users/current")).status).toBe(401);
    expect((await server.client().rest("POST", "/api/auth/login", login("driver@homeplate.dev"))).status).toBe(401);
    expect(
      (await server.client().rest("POST", "/api/auth/login", login("driver@homeplate.dev", "new-secret-1"))).status,
    ).toBe(200);
  });
});

describe("forgot and reset password", () => {
  const resetLinkFor = async (email: string) => {
    const mail = await server.services.prisma.mailMessage.findFirstOrThrow({
      where: { to: email },
      orderBy: { id: "desc" },
    });
    const url = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);
    return { mail, url, token: url.searchParams.get("token")! };
  };

  test("answers the same whether or not the address has an account, and mails only real ones", async () => {
    const before = await server.services.prisma.mailMessage.count();
    const known = await server.client().rest("POST", "/api/auth/forgot-password", { email: "customer@homeplate.dev" });
    const unknown = await server.client().rest("POST", "/api/auth/forgot-password", { email: "ghost@homeplate.dev" });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(await server.services.prisma.mailMessage.count()).toBe(before + 1);
    const { mail, url } = await resetLinkFor("customer@homeplate.dev");
    expect(mail.subject).toBe("Reset your HomePlate password");
    expect(url.origin).toBe(server.url);
    expect(mail.html).toContain(url.toString().replace(/&/g, "&amp;"));
  });

  test("at most three reset mails an hour go to one address, with the same answer every time", async () => {
    const email = "cook2@homeplate.dev";
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await server.client().rest("POST", "/api/auth/forgot-password", { email })).json);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await server.services.prisma.mailMessage.count({ where: { to: email } })).toBe(3);
  });

  test("with SMTP the link is delivered by mail, and the outbox copy keeps no usable token", async () => {
    const sink = await startSmtpSink();
    const smtp = await startTestServer({ smtpUrl: sink.url });
    try {
      await smtp.client().rest("POST", "/api/auth/forgot-password", { email: "customer@homeplate.dev" });
      expect(sink.messages).toHaveLength(1);
      const delivered = sink.messages[0]!.replace(/=\r\n/g, "").replace(/=3D/g, "=");
      const token = delivered.match(/reset-password\?token=([\w-]+)/)![1]!;
      const kept = await smtp.services.prisma.mailMessage.findFirstOrThrow({ where: { to: "customer@homeplate.dev" } });
      expect(kept.sentAt).not.toBeNull();
      expect(kept.text).not.toContain(token);
      expect(kept.html).not.toContain(token);
      const res = await smtp.client().rest("POST", "/api/auth/reset-password", { token, newPassword: "via-smtp-1" });
      expect(res.status).toBe(200);
    } finally {
      await smtp.close();
      await sink.close();
    }
  });

  test("an invalid email is refused", async () => {
    const res = await server.client().rest("POST", "/api/auth/forgot-password", { email: "nope" });
    expect([res.status, res.text]).toEqual([400, "Please enter a valid email address"]);
  });

  test("the mailed token sets a new password once, ends every session, and is then spent", async () => {
    const signedIn = await server.signIn("cook@homeplate.dev");
    await server.client().rest("POST", "/api/auth/forgot-password", { email: "cook@homeplate.dev" });
    const { token } = await resetLinkFor("cook@homeplate.dev");

    const short = await server.client().rest("POST", "/api/auth/reset-password", { token, newPassword: "123" });
    expect([short.status, short.text]).toEqual([400, "Password must be at least 6 characters"]);

    const res = await server.client().rest("POST", "/api/auth/reset-password", { token, newPassword: "fresh-pass-9" });
    expect(res.status).toBe(200);
    expect((await signedIn.rest("GET", "/api/users/current")).status).toBe(401);
    expect(
      (await server.client().rest("POST", "/api/auth/login", login("cook@homeplate.dev", "fresh-pass-9"))).status,
    ).toBe(200);

    const again = await server
      .client()
      .rest("POST", "/api/auth/reset-password", { token, newPassword: "other-pass-9" });
    expect([again.status, again.text]).toEqual([
      400,
      "This reset link is invalid or expired. Please request a new one.",
    ]);
  });

  test("a token older than an hour is refused", async () => {
    await server.client().rest("POST", "/api/auth/forgot-password", { email: "customer2@homeplate.dev" });
    const { token } = await resetLinkFor("customer2@homeplate.dev");
    await server.services.prisma.passwordResetToken.update({
      where: { id: tokenId(token) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const res = await server.client().rest("POST", "/api/auth/reset-password", { token, newPassword: "fresh-pass-9" });
    expect(res.status).toBe(400);
    expect((await server.client().rest("POST", "/api/auth/login", login("customer2@homeplate.dev"))).status).toBe(200);
  });

  test("a made-up token is refused", async () => {
    const res = await server
      .client()
      .rest("POST", "/api/auth/reset-password", { token: "made-up", newPassword: "fresh-pass-9" });
    expect(res.status).toBe(400);
  });
});
