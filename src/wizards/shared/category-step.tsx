/**
 * External dependencies
 */
import { useForm } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';
import { RadioGroup } from '../../components/radio-group';
import { BackButton } from './back-button';
import { filterCategories } from './categories';
import { CategoryIcon } from './icons';
import { marketingTypeOptions, objectTypeOptions } from './labels';
import { StepHeading } from './step-heading';
import type { Category, WizardKind, WizardMode } from './types';

export interface CategoryStepProps {
	/** BEM block of the wizard, e.g. 'wp-block-immo-wizards-lead-wizard'. */
	block: string;
	title: string;
	/** The wizard asking: filters the categories. */
	wizard: WizardKind;
	/** Picks the marketing labels: sell/let or buy/rent. */
	mode: WizardMode;
	categories: Category[];
	objectType: ObjectType;
	marketingType: MarketingType;
	category: number | null;
	onObjectType: ( objectType: ObjectType ) => void;
	onMarketingType: ( marketingType: MarketingType ) => void;
	/** A category was clicked: select it and move on. */
	onChoose: ( category: number ) => void;
	onBack?: () => void;
}

interface TypeValues {
	objectType: ObjectType;
	marketingType: MarketingType;
}

/**
 * Object type, marketing type and the grid of category tiles, shared by the
 * wizards.
 *
 * @param props The step props.
 */
export function CategoryStep( props: CategoryStepProps ) {
	const {
		block,
		title,
		wizard,
		mode,
		categories,
		objectType,
		marketingType,
		category,
		onObjectType,
		onMarketingType,
		onChoose,
		onBack,
	} = props;
	const { control, watch } = useForm< TypeValues >( {
		defaultValues: { objectType, marketingType },
	} );

	useEffect( () => {
		const subscription = watch( ( values, { name } ) => {
			if ( name === 'objectType' && values.objectType ) {
				onObjectType( values.objectType );
			}
			if ( name === 'marketingType' && values.marketingType ) {
				onMarketingType( values.marketingType );
			}
		} );
		return () => subscription.unsubscribe();
	}, [ watch, onObjectType, onMarketingType ] );

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
				<RadioGroup
					control={ control }
					name="objectType"
					label={ __( 'Property type', 'immo-wizards' ) }
					options={ objectTypeOptions() }
				/>
				<RadioGroup
					control={ control }
					name="marketingType"
					label={ __( 'Marketing type', 'immo-wizards' ) }
					options={ marketingTypeOptions( mode ) }
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
