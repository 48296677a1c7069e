/** The parts of PayPal's Orders v2 wire format the shop reads and writes. */
export interface PaypalMoney {
  currency_code: 'EUR';
  value: string;
}

export interface PaypalItem {
  name: string;
  quantity: string;
  unit_amount: PaypalMoney;
  category?: 'PHYSICAL_GOODS' | 'DIGITAL_GOODS' | 'DONATION';
}

export interface PaypalCreateOrderRequest {
  intent: 'CAPTURE';
  purchase_units: {
    reference_id?: string;
    description?: string;
    custom_id?: string;
    amount: PaypalMoney & { breakdown?: { item_total: PaypalMoney; shipping?: PaypalMoney; discount?: PaypalMoney } };
    items?: PaypalItem[];
  }[];
}

export interface PaypalCapture {
  id: string;
  status: string;
  amount?: PaypalMoney;
}

export interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: { payments?: { captures?: PaypalCapture[] } }[];
  [field: string]: unknown;
}

/** The answer of POST /v2/payments/captures/{id}/refund. */
export interface PaypalRefund {
  id: string;
  status: string;
  amount?: PaypalMoney;
}

/** PayPal's error body: { name, message, debug_id, details: [{ issue, description }] }. */
export interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue: string; description?: string }[];
}
