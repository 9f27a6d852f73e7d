import type { ComponentType } from 'react';
import { ChangeDate, ChooseSlots, Extend, Navigate } from './calendarSteps';
import { CancelCoupon, Payment, UseCoupon } from './moneySteps';

/** One drawing per step, in the order of `ui.instructions.pages`. */
export const stepIllustrations: readonly ComponentType[] = [ChooseSlots, Extend, Navigate, Payment, ChangeDate, CancelCoupon, UseCoupon];
