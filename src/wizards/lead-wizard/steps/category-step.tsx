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
import { RadioGroup } from '../../../components/radio-group';
import { StepHeading } from '../../shared/step-heading';
import { filterCategories } from '../categories';
import { CategoryIcon } from '../icons';
import { marketingTypeOptions, objectTypeOptions } from '../labels';
import type { Category, MarketingType, ObjectType, WizardMode } from '../types';
import { BackButton } from './back-button';

interface CategoryStepProps {
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

const BLOCK = 'wp-block-immo-wizards-lead-wizard';

export function CategoryStep( {
	mode,
	categories,
	objectType,
	marketingType,
	category,
	onObjectType,
	onMarketingType,
	onChoose,
	onBack,
}: CategoryStepProps ) {
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
		wizard: 'lead',
		objectType,
		marketingType,
	} );

	return (
		<>
			<StepHeading className={ `${ BLOCK }__title` }>
				{ mode === 'seeker'
					? __(
							'What kind of property are you looking for?',
							'immo-wizards'
						)
					: __( 'What kind of property is it?', 'immo-wizards' ) }
			</StepHeading>
			<div className={ `${ BLOCK }__types` }>
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
				className={ `${ BLOCK }__categories` }
				role="group"
				aria-label={ __( 'Category', 'immo-wizards' ) }
			>
				{ visible.map( ( item ) => (
					<button
						key={ item.id }
						type="button"
						className={ `${ BLOCK }__category` }
						aria-pressed={ item.id === category }
						onClick={ () => onChoose( item.id ) }
					>
						<CategoryIcon text={ item.text } />
						<span className={ `${ BLOCK }__category-label` }>
							{ item.label }
						</span>
					</button>
				) ) }
			</div>
			{ onBack && (
				<div className={ `${ BLOCK }__actions` }>
					<BackButton onClick={ onBack } />
				</div>
			) }
		</>
	);
}
