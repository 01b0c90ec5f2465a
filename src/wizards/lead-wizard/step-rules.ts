/**
 * Internal dependencies
 */
import type { Address, StepKey, StepOrder } from './types';

const STEP_ORDERS: Record< StepOrder, StepKey[] > = {
	'category-first': [ 'category', 'address', 'details', 'contact' ],
	'address-first': [ 'address', 'category', 'details', 'contact' ],
};

/**
 * The steps in display order; without a contact form there is no step 4.
 *
 * @param order       Step order.
 * @param contactForm Whether the contact step is shown.
 */
export function getSteps( order: StepOrder, contactForm: boolean ): StepKey[] {
	const steps = STEP_ORDERS[ order ] ?? STEP_ORDERS[ 'category-first' ];
	return contactForm ? steps : steps.filter( ( key ) => key !== 'contact' );
}

/**
 * 1-based number of a step, 0 when the step is not part of the wizard.
 *
 * @param steps The steps.
 * @param key   The step.
 */
export function stepNumber( steps: StepKey[], key: StepKey ): number {
	return steps.indexOf( key ) + 1;
}

export interface StepRuleState {
	category: number | null;
	maxStep: number;
}

/**
 * Whether a step header entry can be clicked (spec: step 1 is always
 * editable, the others only once a category is chosen). The rule goes by
 * content, so it holds for both orders: the category step itself never
 * needs a category. On top, a header never jumps past the highest step
 * reached: forward moves go through each step's own button, which checks
 * that step's input (e.g. the address needs a point on the map).
 *
 * @param steps          The steps in display order.
 * @param number         1-based step number.
 * @param state          Category and highest step reached.
 * @param state.category The chosen category id, or null.
 * @param state.maxStep  The highest step reached.
 */
export function isStepEditable(
	steps: StepKey[],
	number: number,
	{ category, maxStep }: StepRuleState
): boolean {
	const key = steps[ number - 1 ];
	if ( ! key ) {
		return false;
	}
	if ( number === 1 ) {
		return true;
	}
	if ( number > maxStep ) {
		return false;
	}
	return key === 'category' || category !== null;
}

export function hasCoordinates( address: Address ): boolean {
	return Number.isFinite( address.lat ) && Number.isFinite( address.lng );
}

function filled( value: string | undefined ): boolean {
	return !! value && value.trim() !== '';
}

/**
 * Whether street, zip and city are filled in.
 *
 * @param address The address.
 */
function isAddressTyped( address: Address ): boolean {
	return (
		filled( address.street ) &&
		filled( address.zip ) &&
		filled( address.city )
	);
}

/**
 * Whether the address is enough to go on: a point (lat and lng), or street, zip and city typed by
 * hand. A typed address has no point when the visitor declined the map and geocoder, or the
 * geocoder is down or does not know the street; the server takes it without one.
 *
 * @param address The address.
 */
export function isAddressComplete( address: Address ): boolean {
	return hasCoordinates( address ) || isAddressTyped( address );
}
