<?php
/**
 * The wizards' server-rendered first steps (includes/Blocks/Ssr/): what is printed, for which configs.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Lead_Wizard_Config;
use ImmoWizards\Blocks\Renderer;
use ImmoWizards\Blocks\Ssr\Category_Icon;
use ImmoWizards\Blocks\Ssr\Ids;
use ImmoWizards\Blocks\Ssr\Lead_Wizard_Step;
use ImmoWizards\Blocks\Ssr\Region_Selection;
use ImmoWizards\Blocks\Ssr\Route_Planner;
use ImmoWizards\Blocks\Ssr\Screen_Markup;
use ImmoWizards\Blocks\Ssr\Saved_Search_Step;
use ImmoWizards\Catalogue\Catalogue_Document;
use ImmoWizards\Tests\Test_Case;

/**
 * The markup itself is proven equal to React's by tests/e2e/first-paint.spec.ts; here: the cases that
 * fall back to the client, escaping and the counts behind the saved search's dropdown.
 */
final class First_Step_Markup_Test extends Test_Case {

	/** A category whose label tries markup. */
	private const CATEGORY = array(
		'id'      => 7,
		'text'    => 'wohnung',
		'label'   => '<script>alert(1)</script> &amp; "Dach" \'s',
		'wizards' => array( 'lead', 'search' ),
	);

	/**
	 * A consent setting as the shared config carries it.
	 *
	 * @param bool $required     Whether the banner asks.
	 * @param bool $wp_consent   Whether the WP Consent API decides.
	 * @return array<string, mixed>
	 */
	private static function consent( bool $required = true, bool $wp_consent = false ): array {
		return array(
			'consent' => array(
				'required'     => $required,
				'wpConsentApi' => $wp_consent,
			),
		);
	}

	public function test_the_lead_wizards_category_step_is_printed_into_block_and_shortcode(): void {
		foreach ( array( do_blocks( '<!-- wp:immo-wizards/lead-wizard /-->' ), do_shortcode( '[immo_lead_wizard]' ) ) as $html ) {
			$this->assertMatchesRegularExpression( '/data-immo-wizards-ssr="immo-wizards-s\d+"/', $html );
			$this->assertStringContainsString( 'wp-block-immo-wizards-lead-wizard__step--category', $html );
			$this->assertStringContainsString( '<svg width="48" height="48" viewBox="0 0 48 48"', $html );
			$this->assertStringNotContainsString( '__loading', $html );
		}
	}

	public function test_the_address_first_wizard_prints_its_address_step_without_consent(): void {
		$html = do_shortcode( '[immo_lead_wizard step_order="address-first"]' );
		$this->assertMatchesRegularExpression( '/data-immo-wizards-ssr="immo-wizards-s\d+"/', $html );
		$this->assertStringContainsString( '<section class="wp-block-immo-wizards-lead-wizard__step wp-block-immo-wizards-lead-wizard__step--address"><h2 class="wp-block-immo-wizards-lead-wizard__title" tabindex="-1" data-wizard-step-heading="">What is the address?</h2>', $html );
		$this->assertMatchesRegularExpression( '#<input id="immo-wizards-s\d+-address-street" name="street" class="immo-wizards-field__input" type="text" maxlength="100" value=""/>#', $html );
		$this->assertStringContainsString( '<p class="immo-wizards-feature-disabled__text">This function has been disabled.</p>', $html );
		$this->assertStringContainsString( '<div class="wp-block-immo-wizards-lead-wizard__actions"></div></section>', $html, 'nothing entered: no next button' );
		$this->assertMatchesRegularExpression( '#>1</span><span class="immo-wizards-step-header__label">Address</span>.*>2</span><span class="immo-wizards-step-header__label">Property</span>#', $html );
		$this->assertStringNotContainsString( '__step--category', $html );
	}

	public function test_the_address_first_wizard_is_left_to_the_client_when_the_map_may_show_at_once(): void {
		$ids = new Ids( 'immo-wizards-s1' );
		$this->assertNull( ( new Lead_Wizard_Step() )->render( array( 'stepOrder' => 'address-first' ) + self::consent( false ), $ids ), 'no consent asked: the map shows' );
		$this->assertNull( ( new Lead_Wizard_Step() )->render( array( 'stepOrder' => 'address-first' ) + self::consent( true, true ), $ids ), 'a consent plugin decides' );
		$this->assertNotNull( ( new Lead_Wizard_Step() )->render( array( 'stepOrder' => 'address-first' ) + self::consent(), $ids ) );
	}

	public function test_the_route_planner_prints_the_office_and_its_link_without_consent(): void {
		$config = self::consent() + array(
			'office' => array(
				'name'   => ' <b>Büro</b> & "Co" ',
				'street' => 'Prager Straße',
				'number' => '10',
				'zip'    => '01069',
				'city'   => 'Dresden',
				'lat'    => 51.05,
				'lng'    => 13.7373001,
			),
		);
		$html   = (string) ( new Route_Planner() )->render( $config, new Ids( 'immo-wizards-s1' ) );
		$this->assertStringStartsWith( '<div class="wp-block-immo-wizards-route-planner__planner"><h2 class="wp-block-immo-wizards-route-planner__title">Your way to us</h2>', $html );
		$this->assertStringContainsString( '<address class="wp-block-immo-wizards-route-planner__office"><strong class="wp-block-immo-wizards-route-planner__office-name">&lt;b&gt;Büro&lt;/b&gt; &amp; &quot;Co&quot;</strong><span class="wp-block-immo-wizards-route-planner__office-line">Prager Straße 10</span><span class="wp-block-immo-wizards-route-planner__office-line">01069 Dresden</span></address>', $html );
		$this->assertStringContainsString( '<div class="immo-wizards-feature-disabled wp-block-immo-wizards-route-planner__disabled">', $html );
		$this->assertStringContainsString( '<a href="https://www.openstreetmap.org/?mlat=51.05&amp;mlon=13.7373#map=17/51.05/13.7373" class="wp-block-immo-wizards-route-planner__office-link" target="_blank" rel="noopener noreferrer">Show our office on OpenStreetMap<span class="immo-wizards-visually-hidden">(opens in a new tab)</span></a></div>', $html );
		$screen = (array) Screen_Markup::render( 'route-planner', $config );
		$this->assertStringNotContainsString( 'immo-wizards-snackbar-region', (string) ( $screen['html'] ?? '' ), 'not in ScreenProviders' );
		$this->assertStringContainsString( 'data-immo-wizards-ssr', do_blocks( '<!-- wp:immo-wizards/route-planner /-->' ) );
	}

	public function test_the_route_planners_address_and_link_read_the_office_as_the_client_does(): void {
		$config = self::consent() + array(
			'map'    => array( 'center' => array( -0.0000001, 13 ) ),
			'office' => array(
				'number' => '10',
				'city'   => ' Dresden ',
				'lat'    => 'north',
			),
		);
		$html   = (string) ( new Route_Planner() )->render( $config, new Ids( 'immo-wizards-s1' ) );
		$this->assertStringContainsString( '<address class="wp-block-immo-wizards-route-planner__office"><span class="wp-block-immo-wizards-route-planner__office-line">Dresden</span></address>', $html, 'no street: no house number, no name' );
		$this->assertStringContainsString( 'href="https://www.openstreetmap.org/?mlat=0&amp;mlon=13#map=17/0/13"', $html, 'the map centre stands in, numbers as JavaScript writes them' );
	}

	public function test_the_route_planner_is_left_to_the_client_when_the_map_may_show_at_once(): void {
		$ids = new Ids( 'immo-wizards-s1' );
		$this->assertNull( ( new Route_Planner() )->render( self::consent( false ), $ids ), 'no consent asked: the map shows' );
		$this->assertNull( ( new Route_Planner() )->render( self::consent( true, true ), $ids ), 'a consent plugin decides' );
	}

	public function test_a_standalone_page_waits_for_its_host_and_prints_no_step(): void {
		$html = ( new Renderer( 'lead-wizard', new Lead_Wizard_Config() ) )->render_standalone( array(), array( 'parentOrigin' => 'https://agency.example' ) );
		$this->assertStringNotContainsString( 'data-immo-wizards-ssr', $html );
		$this->assertStringNotContainsString( '__step--category', $html );
	}

	public function test_config_texts_are_text(): void {
		$html = (string) ( new Lead_Wizard_Step() )->render( array( 'categories' => array( self::CATEGORY ) ), new Ids( 'immo-wizards-s1' ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &quot;Dach&quot; &#039;s', $html );
	}

	public function test_the_lead_wizards_switches_shape_the_first_step(): void {
		$ids   = new Ids( 'immo-wizards-s1' );
		$owner = (string) ( new Lead_Wizard_Step() )->render( array( 'categories' => array( self::CATEGORY ) ), $ids );
		$this->assertStringContainsString( '__intro-title', $owner );
		$this->assertSame( 4, substr_count( $owner, 'immo-wizards-step-header__step ' ) );
		$this->assertStringContainsString( 'id="immo-wizards-s1-category-marketingType-0" type="radio" name="immo-wizards-s1-category-marketingType" value="buy" checked=""', $owner );

		$seeker = (string) ( new Lead_Wizard_Step() )->render(
			array(
				'mode'          => 'seeker',
				'marketingType' => 'rent',
				'showSteps'     => false,
				'categories'    => array( self::CATEGORY, array( 'wizards' => array( 'search' ) ) + self::CATEGORY ),
			),
			$ids
		);
		$this->assertStringNotContainsString( '__intro', $seeker );
		$this->assertStringNotContainsString( 'immo-wizards-step-header', $seeker );
		$this->assertStringContainsString( 'value="rent" checked=""', $seeker );
		$this->assertSame( 1, substr_count( $seeker, '__category-label' ), 'only the lead wizard\'s categories' );

		$no_contact = (string) ( new Lead_Wizard_Step() )->render( array( 'contactForm' => false ), $ids );
		$this->assertSame( 3, substr_count( $no_contact, 'immo-wizards-step-header__step ' ) );
	}

	public function test_the_saved_search_is_left_to_the_client_when_its_first_render_shows_the_map_or_lacks_the_regions(): void {
		$step    = new Saved_Search_Step();
		$ids     = new Ids( 'immo-wizards-s1' );
		$regions = array( 'regions' => array( array( 'locationId' => 1, 'name' => 'Dresden' ) ) );
		$this->assertNull( $step->render( $regions + self::consent( false ), $ids ), 'no consent needed: the map shows at once' );
		$this->assertNull( $step->render( $regions + self::consent( true, true ), $ids ), 'the WP Consent API is read in the browser' );
		$this->assertNull( $step->render( self::consent(), $ids ), 'no regions in the config' );

		$html = (string) $step->render( $regions + self::consent(), $ids );
		$this->assertStringContainsString( 'aria-labelledby="immo-wizards-s1-regions-regions-label immo-wizards-s1-regions-regions-button"', $html );
		$this->assertStringContainsString( 'immo-wizards-feature-disabled__button', $html );
		$this->assertStringContainsString( '__button--primary">', $html, 'a region is selected: the button is enabled' );

		$html = do_shortcode( '[immo_saved_search_wizard]' );
		$this->assertMatchesRegularExpression( '/data-immo-wizards-ssr="immo-wizards-s\d+"/', $html );
	}

	public function test_the_dropdown_counts_the_start_selection_in_areas(): void {
		$regions = array(
			array( 'locationId' => 1, 'name' => 'Dresden' ),
			array( 'locationId' => 2, 'name' => 'Altstadt', 'parentId' => 1 ),
			array( 'locationId' => 3, 'name' => 'Neustadt', 'parentId' => 1 ),
			array( 'locationId' => 4, 'name' => 'Pirna' ),
			array( 'locationId' => 5, 'name' => 'Orphan', 'parentId' => 99 ),
		);
		$this->assertSame( array( 4, 4 ), Region_Selection::start( $regions, array() ), 'all regions' );
		$this->assertSame( array( 2, 4 ), Region_Selection::start( $regions, array( 1 ) ), 'a group brings its children' );
		$this->assertSame( array( 2, 4 ), Region_Selection::start( $regions, array( 2, 4, 2 ) ) );
		$this->assertSame( array( 4, 4 ), Region_Selection::start( $regions, array( 77 ) ), 'unknown ids: all' );
		$this->assertSame( array( 0, 0 ), Region_Selection::start( array(), array() ) );

		$this->assertSame( 'No region selected', Region_Selection::label( 0, 0 ) );
		$this->assertSame( 'All regions selected', Region_Selection::label( 4, 4 ) );
		$this->assertSame( '1 region selected', Region_Selection::label( 1, 4 ) );
		$this->assertSame( '2 regions selected', Region_Selection::label( 2, 4 ) );
	}

	public function test_every_shipped_icon_has_a_drawing(): void {
		$this->assertSame( Catalogue_Document::ICONS, Category_Icon::names() );
		$this->assertSame( Category_Icon::render( 'haus' ), Category_Icon::render( 'an-admins-own' ), 'the house stands in' );
	}
}
