/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';
import { useDomId } from '../../host/dom-id';
import { RadioChoices } from '../../components/radio-group/choices';
import { BackButton } from './back-button';
import { filterCategories } from './categories';
import { CategoryIcon } from './icons';
import { marketingTypeOptions, objectTypeOptions } from './labels';
import { StepHeading } from './step-heading';
import type { Category, WizardKind, WizardMode } from './types';
import { useMarketingTypeChange } from './use-category-choice';
import type { WizardScope } from './wizard-frame';

export interface CategoryStepProps {
	/** The wizard's block, its choice so far and actions. */
	scope: Pick< WizardScope, 'block' | 'state' | 'actions' >;
	title: string;
	/** The wizard asking: filters the categories. */
	wizard: WizardKind;
	/** Picks the marketing labels: sell/let or buy/rent. */
	mode: WizardMode;
	categories: Category[];
	/** A category was chosen: move on. */
	onChosen: () => void;
	onBack?: () => void;
}

/**
 * Object type, marketing type and the grid of category tiles, shared by the
 * wizards.
 *
 * @param props The step props.
 */
export function CategoryStep( props: CategoryStepProps ) {
	const { scope, title, wizard, mode, categories, onChosen, onBack } = props;
	const { block, state, actions } = scope;
	const { objectType, marketingType, category } = state;
	const onObjectType = actions.setObjectType;
	const onMarketingType = useMarketingTypeChange(
		actions,
		categories,
		wizard,
		state
	);
	const onChoose = ( id: number ) => {
		actions.setCategory( id );
		onChosen();
	};
	// No form here: the two choices are the wizard's state (and this step's code is every visitor's
	// first download, without react-hook-form). Their ids are the ones the server rendered.
	const objectTypeId = useDomId( 'objectType' );
	const marketingTypeId = useDomId( 'marketingType' );

	const visible = filterCategories( categories, {
		wizard,
		objectType,
		marketingType,
	} );

	return (
		<>
			<StepHeading className={ `${ block }__title` }>
				{ title }
			</StepHeading>
			<div className={ `${ block }__types` }>
				<RadioChoices
					id={ objectTypeId }
					label={ __( 'Property type', 'immo-wizards' ) }
					options={ objectTypeOptions() }
					value={ objectType }
					onChange={ ( value ) =>
						onObjectType( value as ObjectType )
					}
				/>
				<RadioChoices
					id={ marketingTypeId }
					label={ __( 'Marketing type', 'immo-wizards' ) }
					options={ marketingTypeOptions( mode ) }
					value={ marketingType }
					onChange={ ( value ) =>
						onMarketingType( value as MarketingType )
					}
				/>
			</div>
			<div
				className={ `${ block }__categories` }
				role="group"
				aria-label={ __( 'Category', 'immo-wizards' ) }
			>
				{ visible.map( ( item ) => (
					<button
						key={ item.id }
						type="button"
						className={ `${ block }__category` }
						aria-pressed={ item.id === category }
						onClick={ () => onChoose( item.id ) }
					>
						<CategoryIcon text={ item.icon ?? item.text } />
						<span className={ `${ block }__category-label` }>
							{ item.label }
						</span>
					</button>
				) ) }
			</div>
			{ onBack && (
				<div className={ `${ block }__actions` }>
					<BackButton block={ block } onClick={ onBack } />
				</div>
			) }
		</>
	);
}
