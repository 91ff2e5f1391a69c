/**
 * OpenAPI 3 description of the site's JSON endpoints (app/routes/api.*), served at /docs/openapi.json and
 * rendered at /docs for administrators when API_DOCS_ENABLED is "true". Written by hand next to the routes
 * it describes: change both together.
 */
const jsonContent = (schema: object, example?: unknown) => ({
  "application/json": { schema, ...(example === undefined ? {} : { example }) },
});

const refusalSchema = {
  type: "object",
  properties: { key: { type: "string" }, values: { type: "object" }, message: { type: "string" } },
  required: ["key", "message"],
};

export function openApiDocument(serverUrl: string) {
  return {
    openapi: "3.0.3",
    info: {
      title: "Agrowisata API",
      version: "0.0.1-SNAPSHOT",
      description: "JSON endpoints of the Agrowisata site. Pages themselves are HTML forms and are not listed here.",
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "booking", description: "Stays and booking status" },
      { name: "reference", description: "Reference data for forms" },
      { name: "payment", description: "Payment gateway callbacks" },
      { name: "system", description: "Back-office monitoring (administrators)" },
    ],
    paths: {
      "/api/transaksi/reservasi/hitung-cek-out/{cekin}/{durasi}": {
        get: {
          tags: ["booking"],
          summary: "Check-out date for a check-in date and a number of nights",
          parameters: [
            { name: "cekin", in: "path", required: true, description: "Check-in date, YYYY-MM-DD", schema: { type: "string", format: "date" } },
            { name: "durasi", in: "path", required: true, description: "Nights, 1 to 15", schema: { type: "integer", minimum: 1, maximum: 15 } },
          ],
          responses: {
            "200": {
              description: "The check-out date",
              content: jsonContent(
                { type: "object", properties: { estimasi_cek_out: { type: "string", format: "date" } } },
                { estimasi_cek_out: "2026-08-19" },
              ),
            },
            "400": {
              description: "Not a date, or nights out of range",
              content: jsonContent({
                type: "object",
                properties: {
                  error: { type: "string", enum: ["dateInvalid", "nightsRange"] },
                  minDurasi: { type: "integer" },
                  maxDurasi: { type: "integer" },
                },
              }),
            },
          },
        },
      },
      "/api/reservasi-status/{kode}": {
        get: {
          tags: ["booking"],
          summary: "Live payment status of a booking (the payment-instructions page polls it)",
          parameters: [{ name: "kode", in: "path", required: true, description: "Booking code", schema: { type: "string" } }],
          responses: {
            "200": {
              description: "Payment status and deadline",
              content: jsonContent({
                type: "object",
                properties: {
                  statusBayar: { type: "string", enum: ["WAITING", "PAID", "EXPIRED", "FAILED"] },
                  batasBayar: { type: "integer", description: "Deadline, unix ms" },
                  now: { type: "integer", description: "Server time, unix ms" },
                },
              }),
            },
            "404": {
              description: "No such booking: the refusal every route answers (key, translated message)",
              content: jsonContent(refusalSchema, { key: "errors.notFoundMessage", message: "Sorry, the page you are looking for does not exist or has moved." }),
            },
            "429": { description: "Too many look-ups of codes that do not exist; retry after the Retry-After header" },
          },
        },
      },
      "/api/wilayah": {
        get: {
          tags: ["reference"],
          summary: "Provinces of a country, or regencies of a province",
          parameters: [
            { name: "negara", in: "query", required: false, description: "Country id", schema: { type: "integer" } },
            { name: "provinsi", in: "query", required: false, description: "Province id (wins over negara)", schema: { type: "integer" } },
          ],
          responses: {
            "200": {
              description: "Choices for the next select",
              content: jsonContent({
                type: "object",
                properties: {
                  options: {
                    type: "array",
                    items: { type: "object", properties: { id: { type: "integer" }, nama: { type: "string" } } },
                  },
                },
              }),
            },
          },
        },
      },
      "/api/captcha-check": {
        post: {
          tags: ["booking"],
          summary: "Checks a captcha answer without spending it (the live hint of the booking form)",
          requestBody: {
            required: true,
            content: {
              "application/x-www-form-urlencoded": {
                schema: {
                  type: "object",
                  properties: { captchaToken: { type: "string" }, captcha: { type: "string", maxLength: 50 } },
                  required: ["captchaToken", "captcha"],
                },
              },
            },
          },
          responses: {
            "200": { description: "Whether the answer is right", content: jsonContent({ type: "object", properties: { ok: { type: "boolean" } } }) },
            "400": { description: "Missing fields", content: jsonContent({ type: "object", properties: { ok: { type: "boolean" } } }) },
            "403": { description: "Cross-site request" },
          },
        },
      },
      "/api/payment/notification": {
        post: {
          tags: ["payment"],
          summary: "Payment gateway notification (signed with the server key; idempotent)",
          requestBody: {
            required: true,
            content: jsonContent({
              type: "object",
              properties: {
                order_id: { type: "string", description: "The booking code, or `{code}-n` for the n-th payment after a switch of method" },
                status_code: { type: "string" },
                gross_amount: { type: "string" },
                transaction_status: { type: "string" },
                signature_key: { type: "string", description: "SHA512(order_id + status_code + gross_amount + server key)" },
              },
              required: ["order_id", "status_code", "gross_amount", "signature_key"],
            }),
          },
          responses: {
            "200": { description: "Accepted (also for a duplicate)", content: jsonContent({ type: "object", properties: { status: { type: "string" } } }) },
            "400": { description: "Malformed notification" },
            "403": { description: "Bad signature" },
            "405": { description: "Not a POST" },
            "413": { description: "Body too large" },
          },
        },
      },
      "/api/health": {
        get: {
          tags: ["system"],
          summary: "Health of D1, R2 and the Durable Objects (administrators)",
          security: [{ sessionCookie: [] }],
          responses: {
            "200": {
              description: "Every configured component is up",
              content: jsonContent({
                type: "object",
                properties: {
                  status: { type: "string", enum: ["UP", "DOWN"] },
                  checkedAt: { type: "integer" },
                  components: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: {
                        name: { type: "string" },
                        status: { type: "string", enum: ["UP", "DOWN", "NOT_CONFIGURED"] },
                        details: { type: "object", additionalProperties: true },
                        error: { type: "string" },
                      },
                    },
                  },
                },
              }),
            },
            "302": { description: "Not signed in: redirect to the sign-in page" },
            "403": { description: "Signed in without ROLE_ADMIN" },
            "503": { description: "A component is down (same body)" },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: "session", description: "The site's sign-in session" },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

export function areApiDocsEnabled(env: { API_DOCS_ENABLED: "true" | "false" }): boolean {
  return env.API_DOCS_ENABLED === "true";
}
