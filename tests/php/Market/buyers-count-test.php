<?php
/**
 * The count of saved searches waiting for an owner's property, through its public route.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Market;

use ImmoWizards\Market\Market_Settings;

require_once __DIR__ . '/class-market-test-case.php';

/**
 * Each matching rule and its negative; below the threshold there is no count at all.
 */
final class Buyers_Count_Test extends Market_Test_Case {

	public function test_three_matching_searches_are_counted_with_the_sentence(): void {
		$this->searches( 3 );
		$this->assertSame(
			array(
				'count' => 3,
				'text'  => 'For homes like yours, 3 prospective buyers already have a search profile with us.',
			),
			$this->ask()
		);
	}

	public function test_two_are_never_revealed(): void {
		$this->searches( 2 );
		$this->assertSame(
			array(
				'count' => null,
				'text'  => null,
			),
			$this->ask()
		);
		$this->searches( 1 );
		$this->assertSame( 3, $this->ask()['count'] );
	}

	public function test_each_rule_and_its_negative(): void {
		$this->searches( 2 );
		$matching = array(
			'any category'             => array( 'categoryId' => 0 ),
			'a parent region'          => array( 'locations' => array( array( 'locationId' => 1 ) ) ),
			'price range around'       => self::range( 'price.price', 300000, 400000 ),
			'living space from 80'     => self::range( 'area.livingSpace', 80 ),
			'rooms from 3'             => self::range( 'area.numberRooms', 3 ),
			'plot area (owner: unset)' => self::range( 'area.plotArea', 500 ),
		);
		$others   = array(
			'other category'        => array( 'categoryId' => 30226 ),
			'other region'          => array( 'locations' => array( array( 'locationId' => 3 ) ) ),
			'renting'               => array( 'marketingType' => 'rent' ),
			'commercial'            => array( 'objectType' => 'COMMERCIAL' ),
			'price up to 300,000'   => self::range( 'price.price', null, 300000 ),
			'price from 400,000'    => self::range( 'price.price', 400000 ),
			'living space from 100' => self::range( 'area.livingSpace', 100 ),
			'rooms from 4'          => self::range( 'area.numberRooms', 4 ),
		);
		foreach ( $others as $label => $changes ) {
			$this->searches( 1, $changes );
			$this->assertNull( $this->ask()['count'], $label );
		}
		$this->search( 'inactive@example.de', array( 'locations' => array( array( 'locationId' => self::REGION ) ) ), false );
		$this->search( 'unconfirmed@example.de', array( 'locations' => array( array( 'locationId' => self::REGION ) ) ), true, $this->pending_request() );
		$this->assertNull( $this->ask()['count'], 'inactive and unconfirmed searches do not count' );

		$expected = 2;
		foreach ( $matching as $label => $changes ) {
			$this->searches( 1, $changes );
			$this->assertSame( ++$expected, $this->ask()['count'], $label );
		}
		$this->assertNull(
			$this->ask(
				array(
					'lat' => 48.2,
					'lng' => 16.37,
				)
			)['count'],
			'a point outside every region'
		);
		$this->assertSame( $expected + 2, $this->ask( array( 'price' => null ) )['count'], 'without a price idea the price bounds do not apply' );
		$this->assertSame( $expected + 1, $this->ask( array( 'rooms' => null ) )['count'], 'nor the rooms without rooms' );
	}

	public function test_the_threshold_and_the_switch_are_the_agencys(): void {
		$this->searches( 4 );
		update_option( Market_Settings::OPTION, array( 'buyers_threshold' => 5 ) );
		$this->assertNull( $this->ask()['count'] );
		update_option(
			Market_Settings::OPTION,
			array(
				'buyers_threshold' => 4,
				'buyers_text'      => 'Schon {count} Suchende!',
			)
		);
		$this->assertSame(
			array(
				'count' => 4,
				'text'  => 'Schon 4 Suchende!',
			),
			$this->ask()
		);
		update_option( Market_Settings::OPTION, array( 'buyers_enabled' => false ) );
		$this->assertSame(
			array(
				'count' => null,
				'text'  => null,
			),
			$this->ask()
		);
	}

	public function test_values_are_rounded_so_one_euro_more_asks_the_same(): void {
		$this->searches( 2 );
		$this->searches( 1, self::range( 'price.price', null, 350000 ) );
		$this->assertSame( 3, $this->ask( array( 'price' => 350001 ) )['count'] );
		$this->assertSame( 3, $this->ask( array( 'price' => 354999 ) )['count'] );
		$this->assertNull( $this->ask( array( 'price' => 355000 ) )['count'], 'rounded to 360,000' );
	}
}
