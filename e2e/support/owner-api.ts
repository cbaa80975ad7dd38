import { randomInt } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import type { AdminOrderDetail } from "../../src/shared/admin";
import { todayInIndia } from "../../src/shared/dates";
import type { NewOrderInput } from "../../src/shared/order-input";
import { OWNER } from "./admin";

/**
 * The owners' API from a test, for data a test needs before it opens a page: an owner's session
 * and orders taken through POST /api/admin/orders, as the back office takes them.
 */
export class OwnerApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** A session of the first founder, with her demo password unless told another. */
  static async login(
    request: APIRequestContext,
    owner: { username: string; password: string } = OWNER,
  ): Promise<OwnerApi> {
    const r = await request.post("/api/admin/login", {
      data: { username: owner.username, password: owner.password },
    });
    expect(r.status(), await r.text()).toBe(200);
    return new OwnerApi(request, ((await r.json()) as { token: string }).token);
  }

  /** A change to an order (or a new one); answers the order's detail. */
  async send(path: string, data: unknown, method = "POST"): Promise<AdminOrderDetail> {
    const r = await this.request.fetch(`/api/admin${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(r.ok(), `${method} ${path}: ${r.status()} ${await r.text()}`).toBe(true);
    return (await r.json()) as AdminOrderDetail;
  }

  /** A read of the owners' API. */
  async get<T>(path: string): Promise<T> {
    const r = await this.request.get(`/api/admin${path}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(r.ok(), `GET ${path}: ${r.status()} ${await r.text()}`).toBe(true);
    return (await r.json()) as T;
  }

  /** Takes an order for a new customer whose phone is unique to this call. */
  async createOrder(overrides: Partial<NewOrderInput> = {}): Promise<AdminOrderDetail> {
    const today = todayInIndia();
    const digits = String(randomInt(1e9)).padStart(9, "0");
    const phone = `+91 9${digits.slice(0, 4)} ${digits.slice(4)}`;
    const order: NewOrderInput = {
      customerId: null,
      customer: {
        name: "Kavita Rathore",
        phone,
        email: "",
        address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
      },
      items: [{ designId: null, name: "Red Gota Patti Poshak", quantity: 1, note: "size M" }],
      orderType: "custom",
      priority: "medium",
      orderDate: today,
      expectedDelivery: today,
      amountRupees: 24000,
      notes: "",
      saveAddress: false,
      measurements: null,
      ...overrides,
    };
    return this.send("/orders", order);
  }
}
