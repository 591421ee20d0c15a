/** The automation screen's query options (getAutomationSettings, findAllAutomationDeliveries). */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type AutomationDelivery = Output<'findAllAutomationDeliveries'>['content'][number];
export type DeliveryListQuery = NonNullable<Input<'findAllAutomationDeliveries'>>;

export const automationSettingsQuery = (client: ApiClient) => operationQuery(client, 'getAutomationSettings');

export const automationDeliveriesQuery = (client: ApiClient, query: DeliveryListQuery) =>
  operationQuery(client, 'findAllAutomationDeliveries', query);
