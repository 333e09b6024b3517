/*
 * Device point templates and their delivery to gateways (spec §7 Device management: getTemplate,
 * getTemplateConf, setTemplate, setTemplateSingle; spec §4, §9: a delivery waits 3 minutes).
 */

/** One point of a device's template file (`getTemplate/{id}`). */
export interface TemplatePoint {
  identifier: string;
  nameZh: string;
  nameEn: string;
  register: number;
  unit: string;
}

/** A device's point template (`getTemplate/{id}`). */
export interface DeviceTemplate {
  deviceId: string;
  templateName: string;
  version: number;
  points: TemplatePoint[];
}

export type DeliveryState = 'idle' | 'delivering' | 'success' | 'failed';

/** Template-file delivery to a gateway or device: 3 minutes on the station's clock (spec §4, §9). */
export interface TemplateDelivery {
  state: DeliveryState;
  /** Gateway or device the delivery went to. */
  targetId: string;
  /** Station clock (ms) when it started and when it ends or ended; null when idle. */
  startedAt: number | null;
  endsAt: number | null;
  /** Seconds left (0 when not delivering). */
  secondsLeft: number;
  /** 0..100. */
  progress: number;
  /** Why it failed, in the request's language. */
  message: string;
}

/** `getTemplateConf/{id}`: which template the device reads with and its delivery. */
export interface TemplateConf {
  deviceId: string;
  gatewayId: string;
  templateName: string;
  version: number;
  /** Version the gateway holds now (0 = never delivered). */
  deliveredVersion: number;
  delivery: TemplateDelivery;
}

/**
 * `GET deviceManagement/templateDelivery/list?site` (an extension): the site's template deliveries,
 * running ones first, then the latest results, so the device section shows them when the user
 * comes back. Without it (code 404) each device's delivery is still read with `getTemplateConf`.
 */
export interface TemplateDeliveryItem extends TemplateDelivery {
  /** A whole gateway (`setTemplate`) or one device (`setTemplateSingle`). */
  scope: 'gateway' | 'device';
  targetName: string;
  gatewayId: string;
  /** How many devices the delivery carries a template file to. */
  devices: number;
}

/** Spec §9: delivering a template file waits 3 minutes. */
export const TEMPLATE_DELIVERY_SECONDS = 180;
